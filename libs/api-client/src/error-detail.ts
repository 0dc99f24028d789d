import type { FieldError, ValidationErrorBody } from '@portal/contracts';

/** Turns an RTK Query error into the text shown in 'An error occurred: {detail}'. */
export function errorDetail(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? '');
  const e = error as { status?: unknown; data?: unknown; error?: string; message?: string };
  const data = e.data as Partial<ValidationErrorBody> | undefined;
  if (data && typeof data === 'object') {
    if (Array.isArray(data.fields) && data.fields.length) {
      return data.fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    }
    if (typeof data.message === 'string') return data.message;
  }
  if (e.error) return e.error;
  if (e.message) return e.message;
  return typeof e.status === 'number' ? `HTTP ${e.status}` : String(e.status ?? 'error');
}

/** Field errors of a 400 answer, for showing next to the form fields. */
export function fieldErrors(error: unknown): FieldError[] {
  const data = (error as { data?: Partial<ValidationErrorBody> } | undefined)?.data;
  return Array.isArray(data?.fields) ? data.fields : [];
}
