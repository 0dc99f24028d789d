// The Learn card and the review queue under load on MariaDB/MySQL (issue 26: both within 50 ms p99 for a learner
// with 2,000 reviews at 100 connections). 100 active KET learners, each with 2,000 review rows over 400 questions
// of the last 60 days (written straight into the tables, the cards replayed with ts-fsrs as the API does) and an
// exam date 30 days ahead (set through the API, which plans every card). Then autocannon, 100 connections, 3 s of
// warm-up and 10 s measured, the learners' tokens in rotation:
//   - GET /api/ket/learning (the Learn card, with issue 27's readiness: the chance to pass over the category's
//     blueprint, ready and what is missing),
//   - POST /api/ket/practice {source: 'due'} (the review queue: a review session started, then resumed),
//   - and for scale GET /api/ket/my-questions (a signed-in read of one small query).
// Prints p50 / p99 / max, requests per second and the API's CPU per request. Printed, not asserted.
//   BENCH_DB_SUFFIX=_x node tools/bench/learning-read.mjs [--learners 100] [--duration 10]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import { generatedBank } from './lib/generated-bank.mjs';
import { activeLearners, call, login, pool, STAFF } from './lib/learners.mjs';
import { machineLine } from './lib/machine.mjs';
import { startBenchPortal } from './lib/portal.mjs';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
  },
});
const LEARNERS = Number(args.learners);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const REVIEWS = 2000;
const QUESTIONS = 400;
const DAY = 86_400_000;

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

let seed = 11;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false }));

/** 2,000 review rows over 400 questions in the last 60 days, and the cards they give. */
function history(accountId, questionIds, now) {
  const reviews = [];
  const cards = [];
  const perQuestion = REVIEWS / QUESTIONS;
  for (const questionId of questionIds) {
    let card = null;
    let at = now - 60 * DAY + Math.floor(random() * 5 * DAY);
    for (let r = 0; r < perQuestion; r++) {
      const correct = random() < 0.85;
      card = scheduler.next(card ?? createEmptyCard(new Date(at)), new Date(at), correct ? 3 : 1).card;
      reviews.push([accountId, 'ket', questionId, correct ? 1 : 0, r % 2 ? 'review' : 'practice', null, at]);
      at += Math.floor((1 + random() * 10) * DAY);
      if (at > now - 3600_000) at = now - 3600_000 - Math.floor(random() * DAY);
      if (r === perQuestion - 1)
        cards.push([
          accountId,
          questionId,
          'ket',
          card.due.getTime(),
          null,
          card.stability,
          card.difficulty,
          card.reps,
          card.lapses,
          card.learning_steps,
          card.state,
          card.last_review.getTime(),
          correct ? 1 : 0,
        ]);
    }
  }
  // Rows in time order per learner, as the API writes them.
  reviews.sort((a, b) => a[6] - b[6]);
  return { reviews, cards };
}

function cannon(url, learners, { method, path, body }) {
  let next = 0;
  return (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration,
          timeout: 10,
          requests: [
            {
              method,
              path,
              setupRequest: (req) => {
                const learner = learners[next++ % learners.length];
                return {
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${learner.token}`,
                  },
                  ...(body ? { body: JSON.stringify(body) } : {}),
                };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
}

console.log(
  `\n== Learn card and review queue: ${LEARNERS} learners with ${REVIEWS} reviews each, ${CONNECTIONS} connections x ${DURATION} s, MySQL ==`,
);
console.log(`  ${machineLine()}`);
const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir=tmp/bench/profiles'] : [];
let portal = await startBenchPortal('mysql', 'bench_learning', { nodeArgs });
try {
  const staff = await login(portal.url, STAFF.username, STAFF.password);
  const categories = (await call(portal.url, '/staff/banks/ket/categories', { token: staff })).body;
  const bank = generatedBank(1200);
  bank.categories = categories.map(({ value, type, labels, disabled }) => ({
    value,
    type,
    labels,
    disabled,
  }));
  const imported = await call(portal.url, '/staff/banks/ket/import', {
    token: staff,
    body: { format: 'json', content: JSON.stringify(bank), dryRun: false },
  });
  if (imported.status !== 200) throw new Error(`bank import: ${imported.status}`);
  portal = await portal.restart();
  const learners = await activeLearners(portal.url, 'ket', LEARNERS, { prefix: 'learn' });

  const db = await mysql.createConnection(portal.databaseUrl.replace(/^mysql:/, 'mysql:'));
  const ids = (
    await db.query(
      'SELECT q.id FROM questions q JOIN question_categories qc ON qc.question_id = q.id' +
        " JOIN categories c ON c.id = qc.category_id WHERE q.family = 'ket' AND c.family = 'ket' AND c.value = 'A'" +
        ' AND q.retired_at IS NULL ORDER BY q.id',
    )
  )[0].map((r) => Number(r.id));
  const now = Date.now();
  const started = Date.now();
  for (const learner of learners) {
    const picked = [...ids].sort(() => random() - 0.5).slice(0, QUESTIONS);
    const { reviews, cards } = history(learner.id, picked, now);
    for (let i = 0; i < reviews.length; i += 500)
      await db.query(
        'INSERT INTO learning_reviews (account_id, family, question_id, correct, source, session_id, answered_at) VALUES ?',
        [reviews.slice(i, i + 500)],
      );
    await db.query(
      'INSERT INTO learning_cards (account_id, question_id, family, due_at, plan_at, stability, difficulty, reps, lapses, learning_steps, state, last_review_at, last_correct) VALUES ?',
      [cards],
    );
  }
  await db.end();
  const examDate = new Date(now + 30 * DAY).toISOString().slice(0, 10);
  const settingsMs = [];
  await pool(learners, 8, async (learner) => {
    const res = await call(portal.url, '/ket/learning/settings', {
      method: 'PUT',
      token: learner.token,
      body: { examDate, dailyCap: 40 },
    });
    if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
    settingsMs.push(res.ms);
  });
  settingsMs.sort((a, b) => a - b);
  console.log(
    `  prepared in ${((Date.now() - started) / 1000).toFixed(0)} s; PUT settings (plans 400 cards): median ${settingsMs[settingsMs.length >> 1].toFixed(0)} ms, max ${settingsMs.at(-1).toFixed(0)} ms`,
  );
  const sample = await call(portal.url, '/ket/learning', { token: learners[0].token });
  console.log(
    `  a learner's card: seen ${sample.body.seen}, due ${sample.body.due}, passChance ${sample.body.passChance},` +
      ` readyMissing ${JSON.stringify(sample.body.readyMissing)}, ${JSON.stringify(sample.body).length} bytes`,
  );

  for (const [name, spec] of [
    // A signed-in read of one small query, for scale: what any learner route costs on this machine now.
    ['GET my-questions', { method: 'GET', path: '/api/ket/my-questions' }],
    // The Learn card with the readiness (issue 27: within 50 ms p99 for a learner with 2,000 reviews).
    ['GET learning', { method: 'GET', path: '/api/ket/learning' }],
    [
      'POST practice (due)',
      { method: 'POST', path: '/api/ket/practice', body: { source: 'due', kate: 'A' } },
    ],
  ]) {
    if (args.only && !name.includes(args.only)) continue;
    const run = cannon(portal.url, learners, spec);
    await run(3);
    const before = cpuMs(portal.pid);
    const r = await run(DURATION);
    const perRequest = ((cpuMs(portal.pid) - before) * 1000) / r.requests.total;
    console.log(
      `  ${name.padEnd(20)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, API CPU/req ${Math.round(perRequest)} µs, non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
  }
} finally {
  await portal.stop();
}
