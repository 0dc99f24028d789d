import { fitCalibration, IDENTITY, MIN_CALIBRATION_TESTS } from './chance-calibration';

// The calibration layer alone (the model's chance itself: pass-chance.spec.ts, blueprint-chance.spec.ts).

/** A seeded generator: the same pairs every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** `n` tests whose model chance is spread over 0.02..0.98 and whose true chance is σ(a·logit(model) + b). */
function pairs(n: number, a: number, b: number) {
  const random = seeded(11);
  return Array.from({ length: n }, () => {
    const chance = 0.02 + 0.96 * random();
    return { chance, passed: random() < sigmoid(a * logit(chance) + b) };
  });
}

describe('the calibration of the chance to pass', () => {
  it('leaves the model chance as it is below the minimum of tests (1 stays 1, 0.607 stays 0.607)', () => {
    const few = fitCalibration(pairs(MIN_CALIBRATION_TESTS - 1, 0.5, -1));
    expect(few).toBe(IDENTITY);
    expect(few.apply(1)).toBe(1);
    expect(few.apply(0.607)).toBe(0.607);
  });

  it('stays close to the identity on calibrated outcomes', () => {
    const fit = fitCalibration(pairs(4000, 1, 0));
    expect(fit.tests).toBe(4000);
    expect(fit.a).toBeCloseTo(1, 1);
    expect(Math.abs(fit.b)).toBeLessThan(0.1);
    expect(Math.abs(fit.apply(0.5) - 0.5)).toBeLessThan(0.03);
  });

  it('recovers an overconfident model (true chance σ(0.7·logit − 0.4)) and lowers its chances', () => {
    const fit = fitCalibration(pairs(4000, 0.7, -0.4));
    expect(fit.a).toBeGreaterThan(0.6);
    expect(fit.a).toBeLessThan(0.8);
    expect(fit.b).toBeGreaterThan(-0.55);
    expect(fit.b).toBeLessThan(-0.25);
    expect(fit.apply(0.9)).toBeCloseTo(sigmoid(0.7 * logit(0.9) - 0.4), 1);
    expect(fit.apply(0.9)).toBeLessThan(0.85);
  });

  it('is monotone, within 0..1, and reads the model’s 0 and 1 as finite', () => {
    const fit = fitCalibration(pairs(1000, 0.8, -0.3));
    const grid = Array.from({ length: 101 }, (_, i) => fit.apply(i / 100));
    grid.forEach((p, i) => {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      if (i > 0) expect(p).toBeGreaterThanOrEqual(grid[i - 1]);
    });
    expect(grid[100]).toBeGreaterThan(0.9);
    expect(grid[0]).toBeLessThan(0.1);
  });

  it('follows a model off by an offset when few tests pass (the pull is 20 tests at the pass share)', () => {
    // True chance σ(logit(model) − 3): about one test in nine passes. A pull of fixed curvature 20 (20 tests only at a
    // pass share of one half) was worth some 200 tests here and kept the curve at a 0.81, b −2.42: 0.08 for 0.5.
    const fit = fitCalibration(pairs(2000, 1, -3));
    expect(fit.a).toBeGreaterThan(0.9);
    expect(fit.a).toBeLessThan(1.1);
    expect(fit.b).toBeGreaterThan(-3.3);
    expect(fit.b).toBeLessThan(-2.7);
    expect(Math.abs(fit.apply(0.5) - sigmoid(-3))).toBeLessThan(0.015);
  });

  it('follows 200 failed tests down, yet stays finite and monotone (none passed)', () => {
    const fit = fitCalibration(pairs(MIN_CALIBRATION_TESTS, 1, -40));
    expect(Number.isFinite(fit.a) && Number.isFinite(fit.b)).toBe(true);
    expect(fit.apply(0.5)).toBeLessThan(0.05);
    expect(fit.apply(0.999)).toBeGreaterThan(fit.apply(0.5));
  });

  it('is pulled toward the identity when the tests are few', () => {
    const few = fitCalibration(pairs(MIN_CALIBRATION_TESTS, 0.4, -1));
    const many = fitCalibration(pairs(8000, 0.4, -1));
    expect(Math.abs(few.b)).toBeLessThan(Math.abs(many.b));
  });
});
