import { shuffle } from '../exam/family-policy';

/** A question of the chosen category, as much as choosing the sets needs. */
export interface SetCandidate {
  id: number;
  weight: number;
  /** How many of its answers are correct. */
  correctCount: number;
}

/**
 * The two sets of a contest, frozen when it is created. Ordinary: a random draw. Hard: the questions that are hardest
 * to get exactly right in a multi-answer test (several correct answers first, then weight 2), other than the
 * ordinary ones while the pool allows. Null when the pool has fewer questions than one set needs.
 */
export function contestSets(
  pool: readonly SetCandidate[],
  count: number,
  random: () => number,
): { ordinary: number[]; hard: number[] } | null {
  if (pool.length < count) return null;
  const ordinary = shuffle(pool, random).slice(0, count);
  const taken = new Set(ordinary.map((q) => q.id));
  const hardness = (q: SetCandidate) => (q.correctCount > 1 ? 2 : 0) + (q.weight > 1 ? 1 : 0);
  const byHardness = (list: SetCandidate[]) =>
    shuffle(list, random).sort((a, b) => hardness(b) - hardness(a));
  const fresh = byHardness(pool.filter((q) => !taken.has(q.id)));
  const hard = [...fresh, ...byHardness(ordinary)].slice(0, count);
  return { ordinary: ordinary.map((q) => q.id), hard: hard.map((q) => q.id) };
}
