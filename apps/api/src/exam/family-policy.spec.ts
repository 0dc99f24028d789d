import { EXAM_FAMILIES, familyDefinition } from '@portal/contracts';
import {
  drawAny,
  drawByTopic,
  drawByWeight,
  policyFromDefinition,
  runnerPolicy,
  shuffle,
  type DrawCandidate,
} from './family-policy';

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
    // Every family of the registry has a policy named after it; the portal's own five keep the rules stated here (a
    // family added by `npm run new-family` is checked by the first half only).
    const policies = new Map(
      EXAM_FAMILIES.map((id) => {
        const p = policyFromDefinition(familyDefinition(id));
        return [id as string, [runnerPolicy(p), p.imageDir, p.branchIds]] as const;
      }),
    );
    for (const [id, [runner]] of policies) expect(runner).toMatchObject({ family: id });
    const stated = [
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
    ];
    for (const expected of stated)
      expect(policies.get((expected[0] as { family: string }).family)).toEqual(expected);
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

describe('the blueprint: so many of each topic (issue 26)', () => {
  const KET = familyDefinition('ket');
  const TOPICS = KET.topics.map((t) => t.id);
  /** `perTopic` questions of each KET topic, and `loose` without one. */
  const topicPool = (perTopic: number, loose = 0): DrawCandidate[] => [
    ...TOPICS.flatMap((topic, t) =>
      Array.from({ length: perTopic }, (_, i) => ({ id: t * 1000 + i + 1, weight: 1, topic })),
    ),
    ...Array.from({ length: loose }, (_, i) => ({ id: 900_000 + i, weight: 1, topic: null })),
  ];
  const byTopic = (pool: DrawCandidate[], ids: number[]) => {
    const counts: Record<string, number> = {};
    for (const id of ids) {
      const topic = pool.find((q) => q.id === id)!.topic ?? 'none';
      counts[topic] = (counts[topic] ?? 0) + 1;
    }
    return counts;
  };

  it('draws each topic’s quota, distinct and shuffled', () => {
    const quotas = { risks: 2, signs: 3 };
    const pool = topicPool(10);
    for (let run = 0; run < 10; run++) {
      const ids = drawByTopic(5, quotas)(pool, Math.random)!;
      expect(new Set(ids).size).toBe(5);
      expect(byTopic(pool, ids)).toEqual({ risks: 2, signs: 3 });
    }
  });

  it('makes a short topic up from the rest of the pool; nothing when the pool cannot fill the test', () => {
    const pool = [
      ...topicPool(1),
      ...Array.from({ length: 20 }, (_, i) => ({ id: 5000 + i, weight: 1, topic: 'signs' })),
    ];
    const ids = drawByTopic(10, { risks: 4, signs: 2 })(pool, Math.random)!;
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(byTopic(pool, ids).risks).toBe(1);
    expect(drawByTopic(30, { risks: 30 })(topicPool(3), Math.random)).toBeNull();
  });

  it('KET: 30 questions by the quotas in B, 35 in A and C; the runner is told the attempt’s count and time', () => {
    const ket = policyFromDefinition(KET);
    const pool = topicPool(12, 5);
    const b = ket.draw(pool, Math.random, 'B')!;
    expect(b).toHaveLength(30);
    const { quotas } = ket.shape!('B');
    expect(byTopic(pool, b)).toEqual(quotas);
    for (const category of ['A', 'C']) {
      const ids = ket.draw(pool, Math.random, category)!;
      expect(ids).toHaveLength(35);
      expect(byTopic(pool, ids)).toEqual(ket.shape!(category).quotas);
      expect(ket.shape!(category, pool).timeLimitSeconds).toBe(2100);
    }
    // A pool without topics (a bank not sorted yet) draws the spec's 30, whatever the category.
    expect(
      ket.draw(
        pool.filter((q) => !q.topic),
        Math.random,
        'A',
      ),
    ).toBeNull();
    expect(ket.draw(topicPool(0, 40), Math.random, 'A')).toHaveLength(30);
    expect(runnerPolicy(ket, { questionCount: 35, timeLimitSeconds: 2100 })).toMatchObject({
      family: 'ket',
      questionCount: 35,
      timeLimitSeconds: 2100,
    });
  });
});
