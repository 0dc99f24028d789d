import * as z from 'zod';

// Fields of a query string: every value arrives as text, and these read it as the route means it. A repeated
// parameter (?page=1&page=2) arrives as a list and is refused as the wrong type.

/** A whole number written as digits ('5'; '+5' and ' 5' too, as Number reads them); NaN is 'type'. */
export const queryInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().transform(Number).pipe(z.number().int().min(min).max(max));

/** `true` or `false`. */
export const queryBoolean = () => z.enum(['true', 'false']).transform((value) => value === 'true');

/** Free text up to `max` characters. */
export const queryText = (max: number) => z.string().max(max);

/** `?page=&pageSize=` of a list; `extend` it with the list's own filters. */
export const pageQueryFields = (maxPageSize: number) => ({
  page: queryInt(1, 1_000_000).optional(),
  pageSize: queryInt(1, maxPageSize).optional(),
});
