import type { BankFormat } from '@portal/contracts';

/** The bank file formats (the API's list; the Record makes the compiler ask for any format added to the type). */
export const FORMAT_FILES: Record<BankFormat, { ext: string; type: string }> = {
  'moodle-xml': { ext: 'xml', type: 'application/xml' },
  gift: { ext: 'gift.txt', type: 'text/plain' },
  json: { ext: 'json', type: 'application/json' },
};

export const FORMATS = Object.keys(FORMAT_FILES) as BankFormat[];
