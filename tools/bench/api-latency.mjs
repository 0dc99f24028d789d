// API latency and throughput of a KET test's start, resume, save and end under concurrent learners, on
// MySQL/MariaDB (a fresh database portal_test_bench_api, dropped afterwards) and on SQLite (a fresh file under
// tmp/bench/), loopback only. Printed, not asserted. Per database:
//   1. staff create N learners (POST /api/staff/accounts); each signs in and registers in ket; staff activate;
//   2. start: the N learners start a test at once (POST /api/ket/tests) -> one latency each;
//   3. resume: autocannon, C connections for D seconds, POST /api/ket/tests with the N tokens in rotation
//      (each answers RESUMED with the same questions);
//   4. save: autocannon, C connections for D seconds, POST /api/ket/tests/save with each learner's test jwt and a
//      valid `ch` (one flag per answer of each of the learner's questions, the first ticked);
//   5. end: the N learners end their test at once (POST /api/ket/tests/end) -> one latency each.
// Writes tmp/bench/results/api-latency.json.
//   node tools/bench/api-latency.mjs [--learners 50] [--connections 50] [--duration 10] [--db mysql,sqlite]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ROOT, startBenchPortal } from './lib/portal.mjs';
import { activeLearners, answersFor, call, firstCategory } from './lib/learners.mjs';
import { machineLine } from './lib/machine.mjs';
import { RESULTS_DIR, percentile, table } from './lib/format.mjs';

const FAMILY = 'ket';
const LIMITS = { learners: [1, 500], connections: [1, 200], duration: [1, 60] };

/** N requests at once (each learner one); latency per request, throughput = N / wall time. */
async function burst(name, learners, request) {
  const started = performance.now();
  const answers = await Promise.all(learners.map((l) => request(l)));
  const wall = (performance.now() - started) / 1000;
  const latencies = answers.map((a) => a.ms);
  const failed = answers.filter((a) => a.status >= 300);
  return {
    op: name,
    mode: `${learners.length} at once`,
    requests: answers.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rps: answers.length / wall,
    errors: failed.length,
    firstError: failed[0] ? `${failed[0].status} ${JSON.stringify(failed[0].body).slice(0, 200)}` : undefined,
    answers,
  };
}

/** autocannon POSTs to `path` for `duration` s on `connections` connections, learners in rotation. */
function cannon(name, url, learners, { path, body, connections, duration }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path,
            setupRequest: (req) => {
              const learner = learners[next++ % learners.length];
              return {
                ...req,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
                body: JSON.stringify(body(learner)),
              };
            },
          },
        ],
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({
          op: name,
          mode: `${connections} conn x ${duration} s`,
          requests: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          rps: r.requests.average,
          errors: r.non2xx + r.errors, // autocannon counts timeouts among errors too
          detail: {
            non2xx: r.non2xx,
            errors: r.errors,
            timeouts: r.timeouts,
            statusCodes: r.statusCodeStats,
          },
        });
      },
    );
  });
}

async function benchDatabase(kind, { learners: n, connections, duration }) {
  console.log(`\n-- ${kind}: preparing ${n} active ${FAMILY} learners ...`);
  const portal = await startBenchPortal(kind, 'bench_api');
  try {
    const url = portal.url;
    const prepStarted = performance.now();
    const learners = await activeLearners(url, FAMILY, n);
    const kate = await firstCategory(url, FAMILY, learners[0].token);
    console.log(
      `   ${n} learners ready in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s; category ${kate}`,
    );

    const start = await burst('start', learners, (l) =>
      call(url, `/${FAMILY}/tests`, { token: l.token, body: { kate, language: 'lt' } }),
    );
    start.answers.forEach((a, i) => {
      if (a.status >= 300 || a.body?.status !== 'NEW')
        throw new Error(`start: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
      learners[i].jwt = a.body.jwt;
      learners[i].ch = answersFor(a.body.questions);
    });

    const resume = await cannon('resume', url, learners, {
      path: `/api/${FAMILY}/tests`,
      body: () => ({ kate, language: 'lt' }),
      connections,
      duration,
    });
    const save = await cannon('save', url, learners, {
      path: `/api/${FAMILY}/tests/save`,
      body: (l) => ({ ch: l.ch, test: l.jwt }),
      connections,
      duration,
    });
    const end = await burst('end', learners, (l) =>
      call(url, `/${FAMILY}/tests/end`, { token: l.token, body: { ch: l.ch, test: l.jwt } }),
    );
    const rows = [start, resume, save, end].map(({ answers, ...rest }) => ({ db: kind, ...rest }));
    for (const r of rows)
      if (r.errors)
        console.log(
          `   ! ${r.op}: ${r.errors} failed${r.firstError ? `, e.g. ${r.firstError}` : ''} ${r.detail ? JSON.stringify(r.detail) : ''}`,
        );
    return rows;
  } finally {
    await portal.stop();
  }
}

export const formatRows = (rows) =>
  table(
    ['db', 'op', 'load', 'requests', 'p50', 'p99', 'max', 'req/s', 'errors'],
    rows.map((r) => [
      r.db,
      r.op,
      r.mode,
      r.requests,
      `${r.p50.toFixed(1)} ms`,
      `${r.p99.toFixed(1)} ms`,
      `${r.max.toFixed(1)} ms`,
      `${r.rps.toFixed(0)} req/s`,
      r.errors,
    ]),
  );

export async function apiLatency(options = {}) {
  const clamp = (key, value) => Math.min(LIMITS[key][1], Math.max(LIMITS[key][0], Math.round(value)));
  const opts = {
    learners: clamp('learners', options.learners ?? 50),
    connections: clamp('connections', options.connections ?? 50),
    duration: clamp('duration', options.duration ?? 10),
    databases: options.databases ?? ['mysql', 'sqlite'],
  };
  console.log(
    `\n== API latency: ${FAMILY} tests, ${opts.learners} learners, autocannon ${opts.connections} connections x ${opts.duration} s, databases ${opts.databases.join(', ')} ==\n  ${machineLine()}`,
  );
  const rows = [];
  for (const db of opts.databases) rows.push(...(await benchDatabase(db, opts)));
  console.log('');
  console.log(formatRows(rows));
  console.log(
    '  start/end: each learner once, all at once (latency until the answer is read); resume/save: autocannon.',
  );
  const result = { date: new Date().toISOString(), options: opts, rows };
  mkdirSync(join(ROOT, RESULTS_DIR), { recursive: true });
  writeFileSync(join(ROOT, RESULTS_DIR, 'api-latency.json'), JSON.stringify(result, null, 2));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  apiLatency({
    learners: arg('learners') ? Number(arg('learners')) : undefined,
    connections: arg('connections') ? Number(arg('connections')) : undefined,
    duration: arg('duration') ? Number(arg('duration')) : undefined,
    databases: arg('db')?.split(','),
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
