import { contestSets } from './contest-sets';

const pool = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  weight: i % 4 === 0 ? 2 : 1,
  correctCount: i % 3 === 0 ? 2 : 1,
}));

describe('contest sets', () => {
  it('draws two sets of the count, the hard one from other questions, hardest first', () => {
    const sets = contestSets(pool, 5, Math.random)!;
    expect(sets.ordinary).toHaveLength(5);
    expect(sets.hard).toHaveLength(5);
    expect(new Set(sets.ordinary).size).toBe(5);
    expect(sets.hard.filter((id) => sets.ordinary.includes(id))).toEqual([]);
    const hardness = (id: number) => {
      const q = pool[id - 1];
      return (q.correctCount > 1 ? 2 : 0) + (q.weight > 1 ? 1 : 0);
    };
    const scores = sets.hard.map(hardness);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('reuses ordinary questions for the hard set when the pool is small, and refuses a pool too small', () => {
    const sets = contestSets(pool.slice(0, 6), 5, Math.random)!;
    expect(sets.hard).toHaveLength(5);
    expect(contestSets(pool.slice(0, 4), 5, Math.random)).toBeNull();
  });
});
