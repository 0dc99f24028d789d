// The readiness simulation (issue 27, item 2): simulated learners with a hidden memory take a mock test a day through
// the real API (the built API on SQLite, its clock moved day by day with TEST_CLOCK_CONTROL). The API stores its
// chance to pass with each test at the start (attempts.pass_chance) and the outcome at the end (attempts.passed);
// the bench then reads them back and reports the Brier score and the largest gap, in points, between a tenth's mean
// predicted chance and the share of its tests that passed. It also measures the cold-start prior (the population's
// first answers, Beta-smoothed toward the topic's mean: apps/api/src/learning/readiness/question-prior.ts, the API's
// own build) against the scheduler's default (FSRS knows nothing of an unseen card: it is scheduled for the desired
// retention, 0.90) by their log loss on the first answers of held-out learners (every third account).
//
// The hidden memory is deliberately NOT the predictor's model (FSRS-6's power curve and stability updates): a bench
// whose learners forget exactly as the model predicts only measures its sampling noise. Here each learner × question
// has a half-life h and forgets exponentially, R = 2^(−t/h) (a different curve: faster than a power law at long gaps);
// the first answer sets h = 8 days × m (right) or 1.2 × m (wrong), a later right answer multiplies h by
// 1.5 + 3·(1 − R) (more gain the harder the recall was: the spacing effect), a wrong one halves it (not below the first
// wrong answer's: the test's review shows the right answer). m is the learner's own memory factor (log-normal, σ 0.35)
// times the learner × question one (log-normal, σ 0.3). Before the first answer a learner knows a question with
// logit(p) = logit(0.35) + question difficulty (normal, σ 1) + the learner's ability (normal, σ 0.5): stronger
// learners know more unseen questions at once, which the population's prior cannot see.
// A mock test's answers move the hidden memory as they move the API's cards (recorded by the statistics catch-up,
// which the bench forces after each round through a staff statistics read).
//
// Run by learning-sim.mjs (its last line); alone: node tools/bench/learning-sim.mjs --readiness-only
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import { call, login, pool, STAFF, activeLearners } from './lib/learners.mjs';
import { API_MAIN, createSqliteFile, startPortal } from './lib/portal.mjs';

const DAY = 86_400_000;
/** Tenths with fewer tests than this are shown but not counted in the largest gap (their share is mostly noise). */
export const MIN_DECILE_TESTS = 50;
/** The scheduler's default for a card never seen: FSRS's desired retention (what it assumes at a due date). */
const DEFAULT_RECALL = 0.9;

export async function readinessSim({
  learners,
  days,
  mocksPerDay = 2,
  bank,
  seed,
  importBank,
  keysOf,
  ok,
  setClock,
}) {
  const started = Date.now();
  let state = (seed * 7919) >>> 0 || 1;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const difficulty = new Map();
  const logit = Math.log(0.35 / 0.65);
  const difficultyOf = (questionId) => {
    if (!difficulty.has(questionId)) difficulty.set(questionId, normal());
    return difficulty.get(questionId);
  };
  const newMemory = () => {
    const memory = new Map();
    const ability = 0.5 * normal();
    const factor = Math.exp(0.35 * normal());
    return {
      recall(questionId, at) {
        const m = memory.get(questionId);
        if (!m) return 1 / (1 + Math.exp(-(logit + difficultyOf(questionId) + ability)));
        return 2 ** (-Math.max(0, at - m.at) / DAY / m.halfLife);
      },
      answer(questionId, at) {
        const recall = this.recall(questionId, at);
        const right = random() < recall;
        const m = memory.get(questionId);
        if (!m) {
          const own = factor * Math.exp(0.3 * normal());
          memory.set(questionId, { own, at, halfLife: (right ? 8 : 1.2) * own });
        } else {
          // A lapse halves the half-life, but the answer shown after it is learnt at least as well as a first wrong one.
          m.halfLife = right
            ? m.halfLife * (1.5 + 3 * (1 - recall))
            : Math.max(0.5 * m.halfLife, 1.2 * m.own);
          m.at = at;
        }
        return right;
      },
    };
  };

  const databaseUrl = createSqliteFile(`readiness-sim-${learners}`);
  // Cheap password hashes: every learner signs in each (simulated) day.
  const env = {
    TEST_CLOCK_CONTROL: '1',
    STATISTICS_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
  };
  let portal = await startPortal({ databaseUrl, env, timeoutMs: 300_000 });
  try {
    await importBank(portal.url, bank);
    await portal.stop();
    portal = await startPortal({ databaseUrl, env, timeoutMs: 300_000 });
    const url = portal.url;
    const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { readonly: true, fileMustExist: true });
    const keys = keysOf(db);
    const day0 = Math.ceil((Date.now() + DAY) / DAY) * DAY + 7 * 3600_000;
    const all = (await activeLearners(url, 'ket', learners, { prefix: 'ready-sim' })).map((l) =>
      Object.assign(l, { memory: newMemory() }),
    );
    for (let slot = 0; slot < days * mocksPerDay; slot++) {
      const day = Math.floor(slot / mocksPerDay);
      // The day's mock tests 6 hours apart from 07:00 UTC.
      const at = day0 + day * DAY + (slot % mocksPerDay) * 6 * 3600_000;
      await setClock(url, at);
      await pool(all, 8, async (learner) => {
        learner.token = await login(url, learner.username, 'bench-pass-1');
        const load = await ok(
          call(url, '/ket/tests', { token: learner.token, body: { kate: 'A', language: 'lt' } }),
          'mock start',
        );
        const ch = JSON.parse(load.questions).map((q) => {
          const key = keys.get(q.id);
          return learner.memory.answer(q.id, at) ? key : key.map((f) => (f === '1' ? '0' : '1'));
        });
        await ok(
          call(url, '/ket/tests/end', { token: learner.token, body: { ch, test: load.jwt } }),
          'mock end',
        );
      });
      // After each round: the ended tests' answers become review rows (the statistics catch-up, forced by a staff read).
      const staff = await login(url, STAFF.username, STAFF.password);
      await ok(call(url, '/staff/statistics/families/ket/questions', { token: staff }), 'statistics');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    // ---- calibration ----
    // pass_chance: the calibrated chance stored at each start, fitted only to tests ended before it (every test is
    // held out from the calibration that priced it); model_chance: the model's own, before the calibration.
    const tests = db
      .prepare(
        "SELECT pass_chance AS chance, model_chance AS model, passed FROM attempts WHERE family = 'ket' AND finished_at IS NOT NULL AND pass_chance IS NOT NULL",
      )
      .all()
      .map((r) => ({ chance: Number(r.chance), model: Number(r.model), passed: Number(r.passed) }));
    console.log(
      `\nreadiness: ${learners} learners, ${mocksPerDay} mock tests a day for ${days} days, bank ${bank}`,
    );
    console.log("  the model's own chance (before the calibration):");
    const model = reliability(tests.map((t) => ({ chance: t.model, passed: t.passed })));
    console.log(`  model: brier=${model.brier.toFixed(3)} max-decile-gap=${model.maxGap.toFixed(1)}`);
    console.log('  the calibrated chance (what the learner and staff see):');
    const { brier, maxGap } = reliability(tests);
    const noise = noiseFloor(tests, random);
    console.log(
      `  a perfectly calibrated chance on these tests (outcomes drawn from it, 200 times): max-decile-gap median` +
        ` ${noise.median.toFixed(1)}, 90 % of draws ≤ ${noise.p90.toFixed(1)}`,
    );

    // ---- the cold-start prior on held-out learners' first answers ----
    const require = createRequire(API_MAIN);
    const { questionPrior } = require('./learning/readiness/question-prior.js');
    const topicOf = new Map(
      db
        .prepare("SELECT id, topic FROM questions WHERE family = 'ket'")
        .all()
        .map((r) => [Number(r.id), r.topic]),
    );
    const firsts = db
      .prepare(
        'SELECT r.account_id AS a, r.question_id AS q, r.correct AS c FROM learning_reviews r INNER JOIN' +
          ' (SELECT MIN(id) AS id FROM learning_reviews GROUP BY account_id, question_id) f ON f.id = r.id',
      )
      .all();
    const train = new Map();
    const heldOut = [];
    for (const f of firsts) {
      if (Number(f.a) % 3 === 0) {
        heldOut.push(f);
        continue;
      }
      const c = train.get(Number(f.q)) ?? { answers: 0, right: 0 };
      c.answers++;
      c.right += Number(f.c);
      train.set(Number(f.q), c);
    }
    const prior = questionPrior(train, topicOf);
    const clip = (p) => Math.min(1 - 1e-6, Math.max(1e-6, p));
    const logloss = (p) =>
      heldOut.reduce((sum, f) => sum - Math.log(Number(f.c) ? clip(p(f)) : 1 - clip(p(f))), 0) /
      heldOut.length;
    const priorLoss = logloss((f) => prior.of(Number(f.q), topicOf.get(Number(f.q))));
    const defaultLoss = logloss(() => DEFAULT_RECALL);
    const trainAll = [...train.values()].reduce((s, c) => [s[0] + c.right, s[1] + c.answers], [0, 0]);
    const meanLoss = logloss(() => trainAll[0] / trainAll[1]);
    console.log(
      `  prior on ${heldOut.length} held-out first answers: log loss ${priorLoss.toFixed(3)}; the scheduler's default (${DEFAULT_RECALL}) ${defaultLoss.toFixed(3)}; one population mean ${meanLoss.toFixed(3)}`,
    );
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    db.close();
    return (
      `readiness-sim: mocks=${tests.length} brier=${brier.toFixed(3)} max-decile-gap=${maxGap.toFixed(1)}` +
      ` prior-logloss=${priorLoss.toFixed(3)} default-logloss=${defaultLoss.toFixed(3)}`
    );
  } finally {
    await portal.stop();
  }
}

/** The largest counted gap of `tests` ({chance, passed}) between a tenth's mean chance and its share passed. */
function largestGap(tests) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, chance: 0, passed: 0 }));
  for (const t of tests) {
    const b = bins[Math.min(9, Math.floor(t.chance * 10))];
    b.n++;
    b.chance += t.chance;
    b.passed += t.passed;
  }
  return Math.max(
    0,
    ...bins.filter((b) => b.n >= MIN_DECILE_TESTS).map((b) => (Math.abs(b.chance - b.passed) / b.n) * 100),
  );
}

/**
 * What sampling alone gives: the largest gap when each test's outcome is drawn from its own chance (a perfectly
 * calibrated chance), over 200 draws. A tenth of 150 tests near 50 % has a standard error of 4 points, so the
 * largest of eight such gaps is often above 5 even then: the bound is read against this floor.
 */
function noiseFloor(tests, random) {
  const gaps = Array.from({ length: 200 }, () =>
    largestGap(tests.map((t) => ({ chance: t.chance, passed: random() < t.chance ? 1 : 0 }))),
  ).sort((a, b) => a - b);
  return { median: gaps[100], p90: gaps[180] };
}

/** Prints the ten tenths of `tests` ({chance, passed}) and returns the Brier score and the largest counted gap. */
function reliability(tests) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, chance: 0, passed: 0 }));
  let brier = 0;
  for (const t of tests) {
    const b = bins[Math.min(9, Math.floor(t.chance * 10))];
    b.n++;
    b.chance += t.chance;
    b.passed += t.passed;
    brier += (t.chance - t.passed) ** 2;
  }
  brier /= tests.length || 1;
  let maxGap = 0;
  bins.forEach((b, i) => {
    const gap = b.n ? Math.abs(b.chance / b.n - b.passed / b.n) * 100 : 0;
    if (b.n >= MIN_DECILE_TESTS) maxGap = Math.max(maxGap, gap);
    console.log(
      `  ${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}: ${String(b.n).padStart(4)} tests` +
        (b.n
          ? `, predicted ${((b.chance / b.n) * 100).toFixed(1)} %, passed ${((b.passed / b.n) * 100).toFixed(1)} %, gap ${gap.toFixed(1)}` +
            (b.n < MIN_DECILE_TESTS ? ' (few tests: not counted)' : '')
          : ''),
    );
  });
  return { brier, maxGap };
}
