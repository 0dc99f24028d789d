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

/** A value still to check, with what is needed to name it only if it is at fault. */
interface Pending {
  value: unknown;
  parent: Pending | null;
  key: string | number | null;
  depth: number;
}

/** The validators' name of a pending value (`a.b[2]`; `root` for the value itself), built only for a problem. */
function nameOf(item: Pending | null, root: string, key?: string | number): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let at = item; at && at.key !== null; at = at.parent) keys.unshift(at.key);
  let path = '';
  for (const k of keys) path = typeof k === 'number' ? `${path || root}[${k}]` : path ? `${path}.${k}` : k;
  return path || root;
}

/**
 * The first problem in `value`, named like the validators name fields (`a.b[2]`; `root` for the value itself), or
 * null. Iterative, so no input can overflow the stack here; it runs on every body (a save's 30 answers too), so
 * names are built only for a problem.
 */
export function rawInputProblem(value: unknown, root = 'body'): FieldError | null {
  const stack: Pending[] = [{ value, parent: null, key: null, depth: 1 }];
  while (stack.length) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === 'string') {
      if (!isWellFormedText(current))
        return { field: nameOf(item, root), code: 'format', message: ILL_FORMED_MESSAGE_LT };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (item.depth > MAX_INPUT_DEPTH) return { field: root, code: 'format', message: TOO_DEEP_MESSAGE_LT };
    const depth = item.depth + 1;
    if (Array.isArray(current)) {
      // Reversed onto the stack, so the first problem in document order is reported.
      for (let i = current.length - 1; i >= 0; i--) {
        const child: unknown = current[i];
        if (typeof child === 'string' || (typeof child === 'object' && child !== null))
          stack.push({ value: child, parent: item, key: i, depth });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (const key of keys) {
      if (!isWellFormedText(key))
        return { field: nameOf(item, root, key), code: 'format', message: ILL_FORMED_MESSAGE_LT };
      if (FORBIDDEN_KEYS.has(key))
        return {
          field: nameOf(item, root, key),
          code: 'unknown-field',
          message: DEFAULT_FIELD_MESSAGES['unknown-field'],
        };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const child: unknown = (current as Record<string, unknown>)[keys[i]];
      if (typeof child === 'string' || (typeof child === 'object' && child !== null))
        stack.push({ value: child, parent: item, key: keys[i], depth });
    }
  }
  return null;
}
