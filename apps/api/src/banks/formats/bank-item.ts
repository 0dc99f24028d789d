import type { BankCategory, BankImportProblem, BankQuestion, BankFamilyId } from '@portal/contracts';

/** One question read from an import file, not yet checked: where it starts and what it says. */
export interface ParsedItem {
  /** 1-based position of the question in the file. */
  item: number;
  line: number;
  column: number;
  /** The question in the bank shape (checked by the import against the schema and the family). */
  question?: unknown;
  /** An image carried in the file (Moodle XML embeds them). */
  image?: { name: string; data: Buffer };
  /** Why the item could not be read at all (not a multiple-choice question, a GIFT syntax error...). */
  problem?: Omit<BankImportProblem, 'item'>;
}

export interface ParsedFile {
  items: ParsedItem[];
  /** Problems of the file as a whole (item 0): bad syntax, the wrong family. */
  problems: BankImportProblem[];
  /** Categories the file defines (our JSON format only); others name the family's existing categories. */
  categories?: BankCategory[];
}

/** What an export writes: the family's categories and its questions (not retired), with their image bytes. */
export interface ExportBank {
  family: BankFamilyId;
  categories: BankCategory[];
  questions: BankQuestion[];
  images: Map<string, Buffer>;
}

/** 1-based line and column of a character offset. */
export function lineLocator(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}
