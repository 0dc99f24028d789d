import { familyDefinition } from '@portal/contracts';
import { blueprintPassChance, blueprintPools, neededToPass, scoreDistribution } from './blueprint-chance';

const KET = familyDefinition('ket');
const KODAS = familyDefinition('kodas');

/** P(X ≥ needed) for X ~ Binomial(n, p), exactly. */
function binomialTail(n: number, p: number, needed: number): number {
  let sum = 0;
  for (let k = needed; k <= n; k++) {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    sum += c * p ** k * (1 - p) ** (n - k);
  }
  return sum;
}

/** A KET pool of `perTopic` questions in each blueprint topic, each right with `p`. */
function ketPool(perTopic: number, p: (topic: string, i: number) => number) {
  return Object.keys(KET.draw.quotas).flatMap((topic) =>
    Array.from({ length: perTopic }, (_, i) => ({ topic, weight: 1, p: p(topic, i) })),
  );
}

describe('blueprint chance (composition over the family definitions)', () => {
  it('needs 24 of 30 and 28 of 35 for KET (80 %), 20 of 40 points for Code 95', () => {
    expect(neededToPass(KET.scoring, 30)).toBe(24);
    expect(neededToPass(KET.scoring, 35)).toBe(28);
    expect(neededToPass(KODAS.scoring, 30)).toBe(20);
  });

  it('is 1 when every recall is 1', () => {
    expect(
      blueprintPassChance(
        KET,
        'B',
        ketPool(10, () => 1),
      ),
    ).toBeCloseTo(1, 12);
  });

  it('with every recall 0.8 is the binomial tail P(X ≥ 24), X ~ Bin(30, 0.8), for B', () => {
    const chance = blueprintPassChance(
      KET,
      'B',
      ketPool(12, () => 0.8),
    );
    expect(chance).toBeCloseTo(binomialTail(30, 0.8, 24), 12);
    expect(chance).toBeCloseTo(0.607, 3);
  });

  it('draws 35 and needs 28 for category C (its own quotas)', () => {
    const chance = blueprintPassChance(
      KET,
      'C',
      ketPool(12, () => 0.8),
    );
    expect(chance).toBeCloseTo(binomialTail(35, 0.8, 28), 12);
  });

  it('weighs a topic by its quota, not by its pool size: an unknown topic of quota 1 costs at most one answer', () => {
    // environment (quota 1) never right, everything else always right: 29 of 30 right in every draw → passes.
    const chance = blueprintPassChance(
      KET,
      'B',
      ketPool(10, (topic) => (topic === 'environment' ? 0 : 1)),
    );
    expect(chance).toBeCloseTo(1, 12);
    // conduct (quota 6) never right: 24 right → still passes; plus environment: 23 → never.
    const worse = blueprintPassChance(
      KET,
      'B',
      ketPool(10, (topic) => (topic === 'environment' || topic === 'conduct' ? 0 : 1)),
    );
    expect(worse).toBeCloseTo(0, 12);
  });

  it('makes a short topic up from the questions outside the blueprint', () => {
    const pool = [
      ...ketPool(10, () => 1).filter((q) => q.topic !== 'general'),
      ...Array.from({ length: 5 }, () => ({ topic: null, weight: 1, p: 0.5 })),
    ];
    const { pools } = blueprintPools(KET, 'B', pool);
    expect(pools.at(-1)).toMatchObject({ quota: 2, recalls: [0.5, 0.5, 0.5, 0.5, 0.5] });
    // 28 sure + 2 coin flips: always ≥ 24.
    expect(blueprintPassChance(KET, 'B', pool)).toBeCloseTo(1, 12);
  });

  it('scores Code 95 by points: 10 of weight 2 and 20 of weight 1, pass at 20 of 40', () => {
    const pool = [
      ...Array.from({ length: 20 }, () => ({ weight: 2, p: 0.5 })),
      ...Array.from({ length: 40 }, () => ({ weight: 1, p: 0.5 })),
    ];
    const dist = scoreDistribution(blueprintPools(KODAS, 'C', pool).pools);
    expect(dist).toHaveLength(41);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Symmetric around 20 points (every p 0.5): P(≥ 20) = 0.5 + P(= 20) / 2.
    expect(blueprintPassChance(KODAS, 'C', pool)).toBeCloseTo(0.5 + dist[20] / 2, 12);
  });

  it('is 0 for a pool that cannot fill a test', () => {
    expect(blueprintPassChance(KODAS, 'C', [{ weight: 1, p: 1 }])).toBe(0);
  });
});
