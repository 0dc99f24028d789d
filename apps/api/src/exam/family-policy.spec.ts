import { drawAny, drawByWeight, shuffle } from './family-policy';

const pool = (weights: number[]) => weights.map((weight, i) => ({ id: i + 1, weight }));

describe('draw rules', () => {
  it('draws N distinct questions, or nothing when the pool is too small', () => {
    const ids = drawAny(30)(pool(Array(45).fill(1)), Math.random)!;
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(drawAny(30)(pool(Array(29).fill(1)), Math.random)).toBeNull();
  });

  it('code family: 10 weight-2 and 20 weight-1 questions make exactly 40 points', () => {
    const candidates = pool([...Array(15).fill(2), ...Array(40).fill(1)]);
    for (let run = 0; run < 20; run++) {
      const ids = drawByWeight({ 2: 10, 1: 20 })(candidates, Math.random)!;
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      const points = ids.reduce((sum, id) => sum + candidates[id - 1].weight, 0);
      expect(points).toBe(40);
    }
    expect(
      drawByWeight({ 2: 10, 1: 20 })(pool([...Array(9).fill(2), ...Array(40).fill(1)]), Math.random),
    ).toBeNull();
  });

  it('shuffles without losing or duplicating items', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffle(items, Math.random)].sort((a, b) => a - b)).toEqual(items);
  });
});
