import type { ValueTransformer } from 'typeorm';

/**
 * Times are stored as epoch milliseconds in BIGINT columns: no time-zone conversion on either database.
 * mysql2 returns BIGINT as a string, so read values are turned back into numbers.
 */
export const epochMs: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** JSON kept in a TEXT column (MySQL TEXT cannot have a default, so the entity always writes it). */
export function jsonText<T>(): ValueTransformer {
  return {
    to: (value: T | null | undefined) =>
      value === null || value === undefined ? null : JSON.stringify(value),
    from: (value: string | null) => (value === null || value === undefined ? null : (JSON.parse(value) as T)),
  };
}
