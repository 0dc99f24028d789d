/**
 * The chance to pass a mock test (issue 27): the exam draws `quota` questions at random from each topic's pool and
 * passes with at least `needed` right. Each question is recalled with its own probability (the memory model's
 * predicted recall, or the population's facility for a question the learner has not seen). Computed exactly over
 * the draw, not as a mean of percentages: within a topic, a uniformly random subset of `quota` of the pool's
 * questions; across topics, independent; the number right is then the sum of those per-topic counts.
 */
export interface TopicPool {
  /** Questions the blueprint draws from this topic. */
  quota: number;
  /** Each question's probability of being answered right, 0..1. */
  recalls: readonly number[];
}

/**
 * P(k right) for a uniformly random subset of `quota` questions of the pool: the coefficient of x^quota·y^k in
 * ∏(1 + x((1 − p) + p·y)), divided by C(n, quota). Dynamic programming over the pool, O(n · quota²); the counts
 * are kept as probabilities of "j picked so far" to stay within floating-point range for large pools.
 */
export function rightCountDistribution(pool: TopicPool): number[] {
  const n = pool.recalls.length;
  const quota = Math.min(pool.quota, n);
  // ways[j][k]: sum over subsets of size j of the probability that k of them are right, scaled by 1 / C(i, j).
  let ways: number[][] = [[1]];
  pool.recalls.forEach((p, index) => {
    const i = index + 1;
    const next: number[][] = [];
    for (let j = 0; j <= Math.min(i, quota); j++) {
      const row = new Array<number>(j + 1).fill(0);
      // Not picking item i: C(i−1, j) / C(i, j) = (i − j) / i.
      const skip = ways[j];
      if (skip && j <= i - 1) for (let k = 0; k < skip.length; k++) row[k] += ((i - j) / i) * skip[k];
      // Picking item i: C(i−1, j−1) / C(i, j) = j / i.
      const take = j > 0 ? ways[j - 1] : undefined;
      if (take)
        for (let k = 0; k < take.length; k++) {
          row[k] += (j / i) * take[k] * (1 - p);
          row[k + 1] += (j / i) * take[k] * p;
        }
      next.push(row);
    }
    ways = next;
  });
  return ways[quota] ?? [1];
}

/** The distribution of a sum of independent counts (a convolution). */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)));
  return out;
}

/** The probability of at least `needed` right over the blueprint's draw. */
export function passChance(pools: readonly TopicPool[], needed: number): number {
  const total = pools.map(rightCountDistribution).reduce(convolve, [1]);
  const chance = total.slice(Math.max(0, needed)).reduce((sum, p) => sum + p, 0);
  return Math.min(1, Math.max(0, chance));
}
