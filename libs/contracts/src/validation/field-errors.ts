import * as z from 'zod';
import type { FieldError, FieldErrorCode } from '../errors';

/**
 * A schema built on first use. Modules of schemas then hold only definitions (no top-level zod calls), so bundles
 * that import @portal/contracts without validating anything (the login screen) leave zod and them out.
 */
export function schemaOnce<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** The Lithuanian message of each code when a rule names none (the API's 400 bodies). */
export const DEFAULT_FIELD_MESSAGES: Record<FieldErrorCode, string> = {
  required: 'Privalomas laukas',
  format: 'Netinkamas formatas',
  email: 'Blogas el. pašto formatas',
  pattern: 'Netinkamas formatas',
  date: 'Netinkama data',
  range: 'Netinkama reikšmė',
  type: 'Netinkamas reikšmės tipas',
  'unknown-field': 'Nežinomas laukas',
  consent: 'Būtina pažymėti sutikimą',
};

/** When one field breaks several rules, the most basic one is reported. */
export const FIELD_ERROR_PRIORITY: readonly FieldErrorCode[] = [
  'unknown-field',
  'required',
  'consent',
  'type',
  'email',
  'date',
  'pattern',
  'format',
  'range',
];

/**
 * A rule's code and message, for `.refine(check, fieldRule('date', '…'))`: the adapter reads the code back from
 * the issue's params. Built-in checks need no such tag (a regex is `pattern`, a bound `range`, a type `type`).
 */
export function fieldRule(code: FieldErrorCode, message: string = DEFAULT_FIELD_MESSAGES[code]) {
  return { message, params: { code } };
}

/** The same, but later checks of the field are skipped (a blank name is only 'required', not also 'pattern'). */
export function fieldGate(code: FieldErrorCode, message: string = DEFAULT_FIELD_MESSAGES[code]) {
  return { ...fieldRule(code, message), abort: true };
}

type RawIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** The field error code of one zod issue. A missing or null value is 'required' (the input must be reported). */
export function fieldErrorCode(issue: RawIssue): FieldErrorCode {
  const tagged = (issue as { params?: { code?: FieldErrorCode } }).params?.code;
  if (tagged) return tagged;
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && (issue.input === undefined || issue.input === null) ? 'required' : 'type';
    case 'unrecognized_keys':
      return 'unknown-field';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'pattern';
    case 'too_big':
    case 'too_small':
    case 'invalid_value':
    case 'not_multiple_of':
      return 'range';
    default:
      return 'format';
  }
}

/** `a.b[2].c` from a zod path; the body itself is `body`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || 'body';
}

/**
 * A zod error as the API's field errors: one per field (the most basic rule broken), in the order the fields
 * were met, unknown fields each named. Parse with `validateFields` (or pass `reportInput: true` and the
 * `lithuanianMessages` map) so missing values read 'required' and unnamed rules get the Lithuanian default.
 */
export function zodFieldErrors(error: z.core.$ZodError): FieldError[] {
  const byField = new Map<string, FieldError>();
  const rank = (code: FieldErrorCode) => FIELD_ERROR_PRIORITY.indexOf(code);
  for (const issue of error.issues) {
    const code = fieldErrorCode(issue);
    const found =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), code, message: issue.message }))
        : [{ field: fieldPath(issue.path), code, message: issue.message }];
    for (const fieldError of found) {
      const seen = byField.get(fieldError.field);
      if (!seen || rank(fieldError.code) < rank(seen.code)) byField.set(fieldError.field, fieldError);
    }
  }
  return [...byField.values()];
}

/** Messages for rules that name none: the Lithuanian default of the issue's code. */
export const lithuanianMessages = (issue: z.core.$ZodRawIssue): string =>
  DEFAULT_FIELD_MESSAGES[fieldErrorCode(issue)];

export type FieldsResult<T> = { ok: true; data: T } | { ok: false; fields: FieldError[] };

/** Parses `input` with `schema`: the parsed data, or the field errors (codes and Lithuanian messages). */
export function validateFields<S extends z.ZodType>(schema: S, input: unknown): FieldsResult<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true, error: lithuanianMessages });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fields: zodFieldErrors(result.error) };
}
