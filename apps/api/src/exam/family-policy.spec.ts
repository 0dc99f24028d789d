import { EXAM_FAMILIES, familyDefinition } from '@portal/contracts';
import { drawAny, drawByWeight, policyFromDefinition, runnerPolicy, shuffle } from './family-policy';

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

describe('policyFromDefinition', () => {
  it('reads each family from its definition (the rules the per-family policies stated)', () => {
    const policies = EXAM_FAMILIES.map((id) => policyFromDefinition(familyDefinition(id)));
    expect(policies.map((p) => [runnerPolicy(p), p.imageDir, p.branchIds])).toEqual([
      [
        {
          family: 'ket',
          questionCount: 30,
          timeLimitSeconds: 1800,
          answerMode: 'multi',
          scoring: { kind: 'share', passPercent: 80 },
          showWeightBadge: false,
        },
        'ket',
        undefined,
      ],
      [
        {
          family: 'kodas',
          questionCount: 30,
          timeLimitSeconds: 1800,
          answerMode: 'multi',
          scoring: { kind: 'points', maxPoints: 40, passShare: 0.5 },
          showWeightBadge: true,
        },
        'kodas',
        [15, 10],
      ],
      ...[
        ['tractor', 'traktoriai'],
        ['krautuvai', 'krautuvai'],
        ['hidro', 'hidro'],
      ].map(([family, imageDir]) => [
        {
          family,
          questionCount: 20,
          timeLimitSeconds: 1800,
          answerMode: 'single',
          scoring: { kind: 'share', passPercent: 80 },
          showWeightBadge: false,
        },
        imageDir,
        undefined,
      ]),
    ]);
  });

  it('draws by the definition: any N, or so many of each weight', () => {
    const candidates = pool([...Array(12).fill(2), ...Array(40).fill(1)]);
    for (const id of EXAM_FAMILIES) {
      const policy = policyFromDefinition(familyDefinition(id));
      const ids = policy.draw(candidates, Math.random)!;
      expect([id, ids.length]).toEqual([id, policy.questionCount]);
    }
    const kodas = policyFromDefinition(familyDefinition('kodas')).draw(candidates, Math.random)!;
    expect(kodas.filter((id) => candidates[id - 1].weight === 2)).toHaveLength(10);
    const ket = policyFromDefinition(familyDefinition('ket'));
    expect(ket.draw(pool(Array(29).fill(1)), Math.random)).toBeNull();
  });
});
