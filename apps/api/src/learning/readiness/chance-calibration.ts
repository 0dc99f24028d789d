/**
 * The calibration of the chance to pass (issue 27): the model's chance (pass-chance.ts over FSRS's recalls and the
 * prior) is mapped through a logistic curve fitted to the family's ended mock tests, each test's model chance at its
 * start (`attempts.model_chance`) against its outcome (`passed`): Platt scaling, p = σ(a·logit(raw) + b).
 *
 * Why a layer and not a corrected recall: the model's errors are not one cause (a population's forgetting that is
 * not FSRS's default curve, learners who are stronger or weaker on every unseen question at once, a test's answers
 * that are not independent), and they differ between schools; the stored pairs measure their sum where it matters.
 * The curve is fitted only to outcomes that exist (tests ended before), so each stored chance is a prediction made
 * without its own outcome. Two parameters, pulled toward the identity (a = 1, b = 0) as strongly as PULL tests, so a
 * few hundred tests cannot bend it far; below MIN_CALIBRATION_TESTS the model's chance is used as it is.
 *
 * The pull is PULL tests *at the family's pass share* s: a curvature of PULL·s(1 − s), since that is what one test
 * adds to the likelihood's. A fixed curvature of PULL was worth PULL tests only at s = 1/2; at a pass share of 3 %
 * (the bench's) it was worth some 700, held the curve near the identity while the model's chance grew more
 * overconfident, and left whole tenths of the calibrated chance 11–14 points above the share that passed.
 */
export const MIN_CALIBRATION_TESTS = 200;
/** The weight of the identity: a Gaussian prior on (a − 1, b) as strong as this many tests at the pass share. */
export const PULL = 20;
/** The model's 0 and 1 are read as these (a certain pass or fail is not a finite logit). */
const EDGE = 0.001;

export interface CalibrationPair {
  /** The model's chance at the test's start, 0..1. */
  chance: number;
  passed: boolean;
}

export interface ChanceCalibration {
  /** Slope and intercept on the logit scale (1 and 0: the identity). */
  a: number;
  b: number;
  /** The ended tests it was fitted to (0: not fitted, the identity). */
  tests: number;
  /** The calibrated chance of a model chance, three decimals (the model's own when not fitted). */
  apply(chance: number): number;
}

const logit = (p: number) => {
  const q = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

export const IDENTITY: ChanceCalibration = { a: 1, b: 0, tests: 0, apply: (chance) => chance };

/** Platt scaling by Newton's method on the penalized log likelihood (convex: converges in a few steps). */
export function fitCalibration(pairs: readonly CalibrationPair[]): ChanceCalibration {
  if (pairs.length < MIN_CALIBRATION_TESTS) return IDENTITY;
  const xs = pairs.map((p) => logit(p.chance));
  // One test's curvature at the pass share (smoothed: a share of 0 or 1 must not remove the pull).
  const share = (pairs.filter((p) => p.passed).length + 1) / (pairs.length + 2);
  const pull = PULL * share * (1 - share);
  let a = 1;
  let b = 0;
  for (let step = 0; step < 50; step++) {
    let ga = pull * (a - 1);
    let gb = pull * b;
    let haa = pull;
    let hab = 0;
    let hbb = pull;
    pairs.forEach((pair, i) => {
      const x = xs[i];
      const p = sigmoid(a * x + b);
      const r = p - (pair.passed ? 1 : 0);
      const w = p * (1 - p);
      ga += r * x;
      gb += r;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    });
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b, tests: pairs.length, apply: (chance) => round3(sigmoid(a * logit(chance) + b)) };
}
