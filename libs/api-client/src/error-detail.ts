import type { FieldError, ValidationErrorBody } from '@portal/contracts';
import { i18n } from '@portal/i18n';

/** A string from the common namespace in the current language, or the fallback when there is none. */
function common(key: string, fallback: string): string {
  if (!i18n.isInitialized || !i18n.exists(key, { ns: 'common' })) return fallback;
  return i18n.t(key, { ns: 'common' });
}

/**
 * The text of an API error `code` (docs/api.md "Errors") in the current language. The server's message is
 * Lithuanian, so it is only the fallback, for codes this app does not know.
 */
export function errorCodeText(code: string | null | undefined, message: string): string {
  return code ? common(`errors.codes.${code}`, message) : message;
}

/** The text of a 400 field error's code (required, email, date...) in the current language; else its message. */
export function fieldErrorText(error: Pick<FieldError, 'code' | 'message'>): string {
  return error.code ? common(`errors.fields.${error.code}`, error.message) : error.message;
}

/** Turns an RTK Query error into the text shown in 'An error occurred: {detail}'. */
export function errorDetail(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? '');
  const e = error as { status?: unknown; data?: unknown; error?: string; message?: string };
  const data = e.data as (Partial<ValidationErrorBody> & { code?: unknown }) | undefined;
  if (data && typeof data === 'object') {
    if (Array.isArray(data.fields) && data.fields.length) {
      return data.fields.map((f) => `${f.field}: ${fieldErrorText(f)}`).join('; ');
    }
    const message = typeof data.message === 'string' ? data.message : '';
    if (typeof data.code === 'string') return errorCodeText(data.code, message || data.code);
    if (message) return message;
  }
  // No answer at all (unreachable, or none within the call's timeout): said in the learner's language, not as the
  // browser's English ("TypeError: Failed to fetch", "TimeoutError: signal timed out").
  if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR')
    return common('errors.network', e.error ?? String(e.status));
  if (e.error) return e.error;
  if (e.message) return e.message;
  return typeof e.status === 'number' ? `HTTP ${e.status}` : String(e.status ?? 'error');
}

/** Field errors of a 400 answer, for showing next to the form fields. */
export function fieldErrors(error: unknown): FieldError[] {
  const data = (error as { data?: Partial<ValidationErrorBody> } | undefined)?.data;
  return Array.isArray(data?.fields) ? data.fields : [];
}
