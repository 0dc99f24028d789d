import { type FamilyDefinition, roundPercent, testShape } from '@portal/contracts';
import { rightCountDistribution, type TopicPool } from './pass-chance';

/** A question of the category's pool as the chance needs it: its topic, weight and probability of a right answer. */
export interface ChanceQuestion {
  topic?: string | null;
  weight: number;
  p: number;
}

/** One group the blueprint draws `quota` questions from at random, each right one worth `weight`. */
export interface WeightedPool extends TopicPool {
  weight: number;
}

/**
 * The groups the family's draw takes a test of `category` from (family-policy.ts draws the same way):
 * - 'by-topic' (KET): each topic's quota from its questions. A topic with too few questions is made up from the
 *   questions outside the blueprint's topics (or, with none, the whole pool): an approximation, only for a bank not
 *   yet sorted into topics (the draw takes the rest from whatever is left, the pool's other topics included);
 * - 'by-weight' (Code 95): so many of each weight, each right answer worth its weight (points scoring: exact);
 * - 'any': one group, the whole pool.
 */
export function blueprintPools(
  def: Pick<FamilyDefinition, 'questionCount' | 'timeLimitSeconds' | 'draw'>,
  category: string,
  pool: readonly ChanceQuestion[],
): { pools: WeightedPool[]; questionCount: number } {
  const { draw } = def;
  if (draw.kind === 'by-weight') {
    const pools = Object.entries(draw.countByWeight).map(([weight, quota]) => ({
      quota,
      weight: Number(weight),
      recalls: pool.filter((q) => q.weight === Number(weight)).map((q) => q.p),
    }));
    return { pools, questionCount: pools.reduce((sum, p) => sum + p.quota, 0) };
  }
  const shape = testShape(def, category, pool);
  if (draw.kind !== 'by-topic' || !shape.quotas)
    return {
      pools: [{ quota: shape.questionCount, weight: 1, recalls: pool.map((q) => q.p) }],
      questionCount: shape.questionCount,
    };
  const quotas = shape.quotas;
  const pools: WeightedPool[] = [];
  let short = shape.questionCount;
  for (const [topic, quota] of Object.entries(quotas)) {
    const recalls = pool.filter((q) => q.topic === topic).map((q) => q.p);
    const take = Math.min(quota, recalls.length);
    if (take > 0) pools.push({ quota: take, weight: 1, recalls });
    short -= take;
  }
  if (short > 0) {
    const outside = pool.filter((q) => !q.topic || quotas[q.topic] === undefined).map((q) => q.p);
    pools.push({
      quota: short,
      weight: 1,
      recalls: outside.length >= short ? outside : pool.map((q) => q.p),
    });
  }
  return { pools, questionCount: shape.questionCount };
}

/**
 * The least score that passes: the share rule's fewest right answers whose percent (rounded as the score is) reaches
 * the pass mark (KET 80 %: 24 of 30, 28 of 35); the points rule's fewest points (Code 95: 20 of 40).
 */
export function neededToPass(scoring: FamilyDefinition['scoring'], questionCount: number): number {
  if (scoring.kind === 'points') return Math.ceil(scoring.maxPoints * scoring.passShare - 1e-9);
  for (let k = 0; k <= questionCount; k++)
    if (roundPercent((k / questionCount) * 100) >= scoring.passPercent) return k;
  return questionCount + 1;
}

/** The distribution of the score (points) over the blueprint's draw: each group's count right, times its weight. */
export function scoreDistribution(pools: readonly WeightedPool[]): number[] {
  let total = [1];
  for (const pool of pools) {
    const counts = rightCountDistribution(pool);
    const next = new Array<number>(total.length + (counts.length - 1) * pool.weight).fill(0);
    total.forEach((x, i) => counts.forEach((y, k) => (next[i + k * pool.weight] += x * y)));
    total = next;
  }
  return total;
}

/** The probability of passing a test of `category` drawn from `pool` (each question right with its own `p`). */
export function blueprintPassChance(
  def: Pick<FamilyDefinition, 'questionCount' | 'timeLimitSeconds' | 'draw' | 'scoring'>,
  category: string,
  pool: readonly ChanceQuestion[],
): number {
  const { pools, questionCount } = blueprintPools(def, category, pool);
  if (pools.some((p) => p.recalls.length < p.quota) || pool.length === 0) return 0;
  const needed = neededToPass(def.scoring, questionCount);
  const chance = scoreDistribution(pools)
    .slice(Math.max(0, needed))
    .reduce((sum, p) => sum + p, 0);
  return Math.min(1, Math.max(0, chance));
}
