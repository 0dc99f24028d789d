import { DEFAULT_FIELD_MESSAGES, type FieldError, isWellFormedText } from '@portal/contracts';

/**
 * Checks of parsed input (a JSON body, a query) that come before any validation: the validators recurse (about
 * 2,500 levels overflow the stack), trust strings to be well-formed UTF-16 (a lone surrogate broke the e-mail check
 * and was stored as invalid UTF-8 on SQLite and U+FFFD on MariaDB), and drop prototype keys silently.
 */

/** The deepest nesting accepted: the body itself is level 1; no body of the API needs more than 3. */
export const MAX_INPUT_DEPTH = 32;

/** Keys of the prototype machinery: refused like any unknown field, wherever they appear. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const TOO_DEEP_MESSAGE_LT = `JSON per giliai įdėtas (daugiausia ${MAX_INPUT_DEPTH} lygių)`;
export const ILL_FORMED_MESSAGE_LT = 'Tekste yra netinkamų simbolių (neteisinga Unicode seka)';

/**
 * The first problem in `value`, named like the validators name fields (`a.b[2]`; `root` for the value itself), or
 * null. Iterative, so no input can overflow the stack here.
 */
export function rawInputProblem(value: unknown, root = 'body'): FieldError | null {
  const child = (path: string, key: string | number) =>
    typeof key === 'number' ? `${path || root}[${key}]` : path ? `${path}.${key}` : key;
  const stack: [unknown, string, number][] = [[value, '', 1]];
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isWellFormedText(item))
        return { field: path || root, code: 'format', message: ILL_FORMED_MESSAGE_LT };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_INPUT_DEPTH) return { field: root, code: 'format', message: TOO_DEEP_MESSAGE_LT };
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((v, i) => [i, v])
      : Object.keys(item).map((k) => [k, (item as Record<string, unknown>)[k]]);
    for (const [key] of entries) {
      if (typeof key !== 'string') continue;
      if (!isWellFormedText(key))
        return { field: child(path, key), code: 'format', message: ILL_FORMED_MESSAGE_LT };
      if (FORBIDDEN_KEYS.has(key))
        return {
          field: child(path, key),
          code: 'unknown-field',
          message: DEFAULT_FIELD_MESSAGES['unknown-field'],
        };
    }
    // Reversed onto the stack, so the first problem in document order is reported.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push([entries[i][1], child(path, entries[i][0]), depth + 1]);
  }
  return null;
}
