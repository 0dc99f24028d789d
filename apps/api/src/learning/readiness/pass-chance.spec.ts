import { passChance, rightCountDistribution } from './pass-chance';

/** P(X ≥ k) for X ~ Binomial(n, p), summed term by term. */
function binomialTail(n: number, p: number, k: number): number {
  let sum = 0;
  for (let i = k; i <= n; i++) {
    let c = 1;
    for (let j = 0; j < i; j++) c = (c * (n - j)) / (j + 1);
    sum += c * p ** i * (1 - p) ** (n - i);
  }
  return sum;
}

describe('the chance to pass over a blueprint draw', () => {
  it('is 1 when every recall is 1, and 0 when every recall is 0', () => {
    const pools = [{ quota: 30, recalls: new Array(60).fill(1) }];
    expect(passChance(pools, 24)).toBeCloseTo(1, 12);
    expect(passChance([{ quota: 30, recalls: new Array(60).fill(0) }], 24)).toBeCloseTo(0, 12);
  });

  it('needing 24 of 30 with every recall 0.8 is the binomial tail, whatever the topics', () => {
    const expected = binomialTail(30, 0.8, 24);
    expect(expected).toBeCloseTo(0.607, 3);
    expect(passChance([{ quota: 30, recalls: new Array(80).fill(0.8) }], 24)).toBeCloseTo(expected, 10);
    const eight = [4, 4, 4, 4, 4, 4, 3, 3].map((quota) => ({ quota, recalls: new Array(12).fill(0.8) }));
    expect(passChance(eight, 24)).toBeCloseTo(expected, 10);
  });

  it('is the Poisson-binomial value when the draw takes the whole pool', () => {
    const recalls = [0.9, 0.5, 0.7];
    // P(at least 2 of 3): each pair right with the third wrong, plus all three right.
    const [a, b, c] = recalls;
    const expected = a * b * (1 - c) + a * (1 - b) * c + (1 - a) * b * c + a * b * c;
    expect(expected).toBeCloseTo(0.8, 12);
    expect(passChance([{ quota: 3, recalls }], 2)).toBeCloseTo(expected, 12);
  });

  it('averages over which questions are drawn (one of a sure and a hopeless question)', () => {
    expect(rightCountDistribution({ quota: 1, recalls: [1, 0] })).toEqual([0.5, 0.5]);
    // Two of {1, 0, 0.5}: pairs (1,0) → 1 right; (1,0.5) → 1 or 2; (0,0.5) → 0 or 1.
    const [none, one, two] = rightCountDistribution({ quota: 2, recalls: [1, 0, 0.5] });
    expect(none).toBeCloseTo(0.5 / 3, 12);
    expect(one).toBeCloseTo((1 + 0.5 + 0.5) / 3, 12);
    expect(two).toBeCloseTo(0.5 / 3, 12);
  });

  it('draws all of a pool smaller than its quota', () => {
    expect(passChance([{ quota: 5, recalls: [1, 1] }], 2)).toBeCloseTo(1, 12);
  });
});
