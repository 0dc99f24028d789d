// The learning simulation (issue 26, item 7): simulated learners with a known, hidden memory of every question
// answer through the real API (the built API on SQLite, its clock moved day by day with TEST_CLOCK_CONTROL) for
// several weeks: each day their review sessions (`POST /api/ket/practice {source:'due'}`, answered one by one) and
// a session of new questions (`source:'unseen'`). One group has an exam date (the plan), the other none (plain
// FSRS); both have the same daily cap. At the end it reads the API's cards and prints the share of seen questions
// whose predicted recall on the exam date is at least 0.90, the reviews per day against the cap, and the hidden
// memory's true recall for comparison.
//
//   node tools/bench/learning-sim.mjs [--learners 2] [--bank 900] [--new 20] [--new-days 18] [--exam-day 27]
//                                     [--cap 40] [--seed 7]
//
// Then the readiness (issue 27, readiness-sim.mjs): other simulated learners take a mock test a day through the API
// (the chance stored at each start, the outcome at the end) on a portal of their own with a smaller bank.
//
//   [--readiness-learners 120] [--readiness-days 10] [--readiness-mocks 2] [--readiness-bank 240] [--readiness-only]
//
// Needs the built API (dist/apps/api). Ends with two lines:
//   learning-sim: exam-date-recall-share=<0..1> max-reviews-per-day=<n> cap=<n> plain-fsrs-share=<0..1>
//   readiness-sim: mocks=<n> brier=<x> max-decile-gap=<points> prior-logloss=<x> default-logloss=<x>
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import { generatedBank } from './lib/generated-bank.mjs';
import { call, login, pool, STAFF, activeLearners } from './lib/learners.mjs';
import { createSqliteFile, startPortal } from './lib/portal.mjs';
import { readinessSim } from './readiness-sim.mjs';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '2' },
    bank: { type: 'string', default: '900' },
    new: { type: 'string', default: '20' },
    'new-days': { type: 'string', default: '18' },
    'exam-day': { type: 'string', default: '27' },
    cap: { type: 'string', default: '40' },
    seed: { type: 'string', default: '7' },
    'readiness-learners': { type: 'string', default: '120' },
    'readiness-days': { type: 'string', default: '10' },
    'readiness-mocks': { type: 'string', default: '2' },
    'readiness-bank': { type: 'string', default: '240' },
    'readiness-only': { type: 'boolean', default: false },
  },
});
const LEARNERS = Number(args.learners);
const NEW_PER_DAY = Number(args.new);
const NEW_DAYS = Number(args['new-days']);
const EXAM_DAY = Number(args['exam-day']);
const CAP = Number(args.cap);
const DAY = 86_400_000;
const TARGET = 0.9;

// A small seeded random generator: the same run gives the same answers.
let seed = Number(args.seed) >>> 0 || 1;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

// ---- the hidden memory: FSRS-6's curve with the learner's own stability per question ----
// Each learner × question has a true stability multiplier (log-normal around 1: some questions are easier for them,
// some harder than the model assumes). The true memory moves as FSRS-6 with default weights says on each answer,
// its stability scaled by the multiplier; the chance of a right answer is the true recall at that moment. Before
// the first answer the learner knows a question by chance (PRIOR).
const PRIOR = 0.35;
const truth = fsrs(generatorParameters({ enable_fuzz: false }));
const DECAY = 0.1542; // FSRS-6's default w[20]
const FACTOR = 0.9 ** (-1 / DECAY) - 1;
const curve = (elapsedDays, stability) => (1 + (FACTOR * elapsedDays) / stability) ** -DECAY;

class HiddenMemory {
  constructor() {
    this.cards = new Map();
  }
  recall(questionId, at) {
    const m = this.cards.get(questionId);
    if (!m) return PRIOR;
    return curve(Math.max(0, at - m.card.last_review.getTime()) / DAY, m.card.stability * m.multiplier);
  }
  answer(questionId, at) {
    const right = random() < this.recall(questionId, at);
    let m = this.cards.get(questionId);
    if (!m) {
      m = { card: createEmptyCard(new Date(at)), multiplier: Math.exp(0.3 * normal()) };
      this.cards.set(questionId, m);
    }
    m.card = truth.next(m.card, new Date(at), right ? 3 : 1).card;
    return right;
  }
}

// ---- the portal ----
async function ok(promise, what) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

async function importBank(url, count) {
  const token = await login(url, STAFF.username, STAFF.password);
  const categories = (await call(url, '/staff/banks/ket/categories', { token })).body;
  const bank = generatedBank(count);
  bank.categories = categories.map(({ value, type, labels, disabled }) => ({
    value,
    type,
    labels,
    disabled,
  }));
  await ok(
    call(url, '/staff/banks/ket/import', {
      token,
      body: { format: 'json', content: JSON.stringify(bank), dryRun: false },
    }),
    'bank import',
  );
}

const setClock = (url, at) => ok(call(url, '/test/clock', { method: 'PUT', body: { at } }), 'clock');

/** Answers one session to its end: the learner's hidden memory decides each answer. */
async function runSession(url, learner, source, at, keys) {
  const start = await call(url, '/ket/practice', { token: learner.token, body: { source, kate: 'A' } });
  if (start.status === 409) return 0; // nothing to practise (the queue is empty or today's cap is reached)
  if (start.status !== 200)
    throw new Error(`practice ${source}: ${start.status} ${JSON.stringify(start.body)}`);
  const questions = JSON.parse(start.body.questions);
  let answered = 0;
  for (const q of questions) {
    const key = keys.get(q.id);
    const right = learner.memory.answer(q.id, at);
    const ch = right ? key : key.map((f) => (f === '1' ? '0' : '1'));
    const res = await call(url, '/ket/practice/answer', {
      token: learner.token,
      body: { test: start.body.jwt, id: q.id, ch },
    });
    if (res.status !== 200) throw new Error(`answer: ${res.status} ${JSON.stringify(res.body)}`);
    answered++;
  }
  return answered;
}

function keysOf(db) {
  const rows = db.prepare("SELECT id, answers, correct FROM questions WHERE family = 'ket'").all();
  return new Map(
    rows.map((r) => {
      const n = JSON.parse(r.answers).length;
      const correct = JSON.parse(r.correct);
      return [Number(r.id), Array.from({ length: n }, (_, i) => (correct.includes(i) ? '1' : '0'))];
    }),
  );
}

/** The API's predicted recall at `at` of each of the learner's cards (ts-fsrs, the API's own parameters). */
function predicted(db, accountId, at) {
  const model = fsrs(generatorParameters({ request_retention: TARGET, enable_fuzz: false }));
  return db
    .prepare('SELECT * FROM learning_cards WHERE account_id = ?')
    .all(accountId)
    .map((c) => {
      const card = {
        due: new Date(Number(c.due_at)),
        stability: c.stability,
        difficulty: c.difficulty,
        elapsed_days: 0,
        scheduled_days: 0,
        reps: c.reps,
        lapses: c.lapses,
        learning_steps: c.learning_steps,
        state: c.state,
        last_review: new Date(Number(c.last_review_at)),
      };
      return {
        questionId: Number(c.question_id),
        recall: model.get_retrievability(card, new Date(at), false),
      };
    });
}

async function main() {
  if (args['readiness-only']) return readinessPhase();
  const started = Date.now();
  const databaseUrl = createSqliteFile('learning-sim');
  const env = { TEST_CLOCK_CONTROL: '1', STATISTICS_INTERVAL_SECONDS: '0', LOG_LEVEL: 'warn' };
  let portal = await startPortal({ databaseUrl, env });
  try {
    await importBank(portal.url, Number(args.bank));
    // The bank's caches start afresh, as a school's API would after an import.
    await portal.stop();
    portal = await startPortal({ databaseUrl, env });
    const url = portal.url;
    const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { readonly: true, fileMustExist: true });
    const keys = keysOf(db);

    // Day 0 starts at the next 07:00 UTC (09:00 in Vilnius in winter) at least a day ahead; the exam at 12:00
    // Vilnius (10:00 UTC) on EXAM_DAY, after that morning's reviews.
    const now = Date.now();
    const day0 = Math.ceil((now + DAY) / DAY) * DAY + 7 * 3600_000;
    const examDate = new Date(day0 + EXAM_DAY * DAY).toISOString().slice(0, 10);
    const examAt = Date.parse(`${examDate}T10:00:00Z`);

    const groups = {
      plan: await activeLearners(url, 'ket', LEARNERS, { prefix: 'sim-plan' }),
      plain: await activeLearners(url, 'ket', LEARNERS, { prefix: 'sim-plain' }),
    };
    const all = [];
    for (const [group, learners] of Object.entries(groups))
      for (const l of learners) all.push(Object.assign(l, { group, memory: new HiddenMemory(), perDay: [] }));

    for (let day = 0; day <= EXAM_DAY; day++) {
      const at = day0 + day * DAY;
      await setClock(url, at);
      await pool(all, all.length, async (learner) => {
        // Tokens expire with the clock: a new sign-in each day (as a learner's browser would refresh).
        learner.token = await login(url, learner.username, 'bench-pass-1');
        if (day === 0)
          await ok(
            call(url, '/ket/learning/settings', {
              method: 'PUT',
              token: learner.token,
              body: { examDate: learner.group === 'plan' ? examDate : null, dailyCap: CAP },
            }),
            'settings',
          );
        let reviews = 0;
        for (;;) {
          const n = await runSession(url, learner, 'due', at, keys);
          reviews += n;
          if (n === 0) break;
        }
        learner.perDay.push(reviews);
        if (day < NEW_DAYS) {
          let fresh = 0;
          while (fresh < NEW_PER_DAY) {
            const n = await runSession(url, learner, 'unseen', at, keys);
            if (n === 0) break;
            fresh += n;
          }
        }
      });
      const reviewed = all.map((l) => l.perDay[day]);
      process.stdout.write(`day ${String(day).padStart(2)}: reviews ${reviewed.join(' ')}\n`);
    }

    const result = {};
    for (const [group, learners] of Object.entries(groups)) {
      let seen = 0;
      let holding = 0;
      let trueRecall = 0;
      for (const l of learners) {
        const cards = predicted(db, l.id, examAt);
        seen += cards.length;
        holding += cards.filter((c) => c.recall >= TARGET).length;
        trueRecall += cards.reduce((sum, c) => sum + l.memory.recall(c.questionId, examAt), 0);
      }
      const perDay = learners.flatMap((l) => l.perDay);
      result[group] = {
        seen: seen / learners.length,
        share: seen ? holding / seen : 0,
        trueRecall: seen ? trueRecall / seen : 0,
        maxPerDay: Math.max(...perDay),
        meanPerDay: perDay.reduce((a, b) => a + b, 0) / perDay.length,
      };
    }
    db.close();
    console.log(
      `\n${LEARNERS} learners a group, ${EXAM_DAY + 1} days (exam ${examDate} 12:00 Vilnius), ${NEW_PER_DAY} new a day for ${NEW_DAYS} days, cap ${CAP}`,
    );
    for (const [group, r] of Object.entries(result))
      console.log(
        `  ${group === 'plan' ? 'exam-date plan' : 'plain FSRS    '}: seen ${r.seen.toFixed(0)} a learner, predicted recall ≥ 0.90 at the exam ${(r.share * 100).toFixed(1)} %,` +
          ` hidden true recall at the exam ${(r.trueRecall * 100).toFixed(1)} %, reviews a day max ${r.maxPerDay} / mean ${r.meanPerDay.toFixed(1)} (cap ${CAP})`,
      );
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(
      `learning-sim: exam-date-recall-share=${result.plan.share.toFixed(3)} max-reviews-per-day=${result.plan.maxPerDay} cap=${CAP} plain-fsrs-share=${result.plain.share.toFixed(3)}`,
    );
  } finally {
    await portal.stop();
  }
  await readinessPhase();
}

async function readinessPhase() {
  const line = await readinessSim({
    learners: Number(args['readiness-learners']),
    days: Number(args['readiness-days']),
    mocksPerDay: Number(args['readiness-mocks']),
    bank: Number(args['readiness-bank']),
    seed: Number(args.seed),
    importBank,
    keysOf,
    ok,
    setClock,
  });
  console.log(line);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
