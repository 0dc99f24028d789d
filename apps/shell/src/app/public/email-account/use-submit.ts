import { useState } from 'react';
import type { FieldError } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import type { EmailAccountResult } from './email-account-api';
import { failureText, fieldText } from './form-parts';

/**
 * The state of one form: busy while the call runs, then field errors next to the fields named in `fieldNames`
 * and any other refusal as one message.
 */
export function useSubmit(fieldNames: readonly string[]) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const run = async <T>(call: () => Promise<EmailAccountResult<T>>): Promise<T | null> => {
    if (busy) return null;
    setBusy(true);
    setFields([]);
    setMessage(null);
    const result = await call();
    setBusy(false);
    if (result.ok) return result.data;
    const own = result.fields.filter((f) => fieldNames.includes(f.field));
    setFields(own);
    const other = result.fields.filter((f) => !fieldNames.includes(f.field));
    if (other.length || !result.fields.length) setMessage(failureText(t, { ...result, fields: other }));
    return null;
  };
  const errorOf = (field: string) => {
    const found = fields.find((f) => f.field === field);
    return found ? fieldText(t, found) : undefined;
  };
  return { busy, run, errorOf, message };
}
