// API latency and throughput of a KET test's start, resume, save and end under concurrent learners, on
// MySQL/MariaDB (a fresh database portal_test_bench_api, dropped afterwards) and on SQLite (a fresh file under
// tmp/bench/), loopback only. Printed, not asserted. Per database:
//   1. staff create N learners (POST /api/staff/accounts); each signs in and registers in ket; staff activate;
//   2. start: the N learners start a test at once (POST /api/ket/tests) -> one latency each;
//   3. resume: autocannon, C connections for D seconds, POST /api/ket/tests with the N tokens in rotation
//      (each answers RESUMED with the same questions);
//   4. save: autocannon, C connections for D seconds, POST /api/ket/tests/save with each learner's test jwt and a
//      valid `ch` (one flag per answer of each of the learner's questions, the first ticked);
//   5. ceiling: the same load on lib/ceiling-api.mjs (a minimal NestJS app on the same adapter and database
//      answering the same body with one UPDATE of the attempt), started next to the idle API;
//      the save's share of it (req/s ÷ req/s) is printed;
//   6. end: the N learners end their test at once (POST /api/ket/tests/end) -> one latency each;
//   7. start, warm / end, warm: steps 2 and 6 again on the now warm server (the first bursts run cold code);
//      --rounds R repeats this pair R times, so one run shows how much a burst's p99 varies here.
// Writes tmp/bench/results/api-latency.json. --ops picks among resume, save, ceiling (start and end always run);
// --cpu-prof writes the API's (and the ceiling's) CPU profile to tmp/bench/profiles/ (Chrome DevTools opens them;
// lib/cpu-profile-summary.mjs sums them up per op).
//   node tools/bench/api-latency.mjs [--learners 100] [--connections 100] [--duration 10] [--db mysql,sqlite] [--root DIR]
//                                    [--ops resume,save,ceiling] [--cpu-prof] [--workers 1] [--rounds 1]
//                                    [--warmup 3] [--bank 0]
// --warmup S: each autocannon op (resume, save, ceiling) first runs S seconds of its load, printed as its own row
// ("save, first 3 s"), and is then measured for D seconds on the warm server (0: measured cold).
// --bank Q (MySQL only): Q generated questions are imported into the KET bank first (a school's bank is larger than
// the sample's 144, and a start burst on a new server makes each drawn question's JSON), then the API is restarted
// on that database, as a new instance would find it.
// --workers N (MySQL only): the API with API_WORKERS=N (and Redis, BENCH_REDIS_URL or 127.0.0.1:6379) and the
// ceiling with as many processes, so the save's share stays like for like; CPU per request sums the workers.
import { spawn, spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { ROOT, freePort, startBenchPortal } from './lib/portal.mjs';
import { STAFF, activeLearners, answersFor, call, firstCategory, login } from './lib/learners.mjs';
import { generatedBank } from './lib/generated-bank.mjs';
import { machineLine } from './lib/machine.mjs';
import { RESULTS_DIR, percentile, table } from './lib/format.mjs';

const FAMILY = 'ket';
const LIMITS = {
  learners: [1, 500],
  connections: [1, 200],
  duration: [1, 60],
  workers: [1, 16],
  rounds: [1, 20],
  warmup: [0, 60],
  bank: [0, 50_000],
};
const OPS = ['resume', 'save', 'ceiling'];
const PROFILE_DIR = 'tmp/bench/profiles';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; null elsewhere). Per request it
 * holds up better than throughput when other work shares the CPUs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    // With workers (API_WORKERS, the ceiling's WORKERS) the work is in the children.
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.reduce((sum, child) => sum + (cpuMs(Number(child)) ?? 0), own);
  } catch {
    return null;
  }
}

/** Resolves once `workers` distinct processes answer liveness (each probe on a connection of its own). */
async function allWorkersUp(url, workers) {
  const pid = () =>
    new Promise((resolve) => {
      const req = httpGet(`${url}/api/health/live`, { agent: false, timeout: 2000 }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(JSON.parse(text).info?.process?.pid ?? 0));
      });
      req.on('error', () => resolve(0)).on('timeout', () => req.destroy());
    });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const pids = new Set();
    for (let i = 0; i < 4 * workers; i++) pids.add(await pid());
    pids.delete(0);
    if (pids.size >= workers) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`fewer than ${workers} API workers answered in 60 s`);
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** Runs an op and adds the server's CPU per request (µs) to its row. */
async function measured(pid, op) {
  const db = databaseServerPid();
  const before = cpuMs(pid);
  const dbBefore = db && cpuMs(db);
  const row = await op();
  const after = cpuMs(pid);
  const dbAfter = db && cpuMs(db);
  return {
    ...row,
    cpuUs: before === null || after === null ? null : ((after - before) * 1000) / row.requests,
    dbCpuUs: dbBefore == null || dbAfter == null ? null : ((dbAfter - dbBefore) * 1000) / row.requests,
  };
}

/** The local MariaDB/MySQL server's pid (its CPU per request is printed beside the API's), or null. */
function databaseServerPid() {
  for (const name of ['mariadbd', 'mysqld']) {
    const found = spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout?.trim().split('\n')[0];
    if (found) return Number(found);
  }
  return null;
}

/** Monotonic microseconds, the clock of V8's CPU profiles (to cut an op's window out of a profile). */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** N requests at once (each learner one); latency per request, throughput = N / wall time. */
async function burst(name, learners, request) {
  const window = [nowUs()];
  const started = performance.now();
  const answers = await Promise.all(learners.map((l) => request(l)));
  const wall = (performance.now() - started) / 1000;
  window.push(nowUs());
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
    window,
    answers,
  };
}

/** autocannon POSTs to `path` for `duration` s on `connections` connections, learners in rotation. */
function cannon(name, url, learners, { path, body, headers = () => ({}), connections, duration }) {
  let next = 0;
  const window = [nowUs()];
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
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${learner.token}`,
                  ...headers(learner),
                },
                body: JSON.stringify(body(learner)),
              };
            },
          },
        ],
      },
      (error, r) => {
        if (error) return reject(error);
        window.push(nowUs());
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
          window,
        });
      },
    );
  });
}

/** Starts lib/ceiling-api.mjs on the database; resolves { url, stop() } once it listens. */
async function startCeiling(databaseUrl, nodeArgs, workers) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'tools/bench/lib/ceiling-api.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      log += d;
      if (log.includes('ceiling listening')) resolve();
    });
    child.stderr.on('data', (d) => (log += d));
    child.once('exit', (code) => reject(new Error(`ceiling app exited (${code}):\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The attempt id a test token names (its payload's `att`), for the ceiling's UPDATE. */
/** Imports `count` generated KET questions (the seed's categories kept) through the staff API. */
async function importGeneratedBank(url, count) {
  const token = await login(url, STAFF.username, STAFF.password);
  const categories = (await call(url, '/staff/banks/ket/categories', { token })).body;
  const bank = generatedBank(count);
  bank.categories = categories.map(({ value, type, labels, disabled }) => ({
    value,
    type,
    labels,
    disabled,
  }));
  const res = await call(url, '/staff/banks/ket/import', {
    token,
    body: { format: 'json', content: JSON.stringify(bank), dryRun: false },
  });
  if (res.status !== 200)
    throw new Error(`bank import: ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
}

const attemptOf = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).att;

async function benchDatabase(
  kind,
  { learners: n, connections, duration, ops, cpuProf, workers: asked, rounds, warmup, bank, root },
) {
  // SQLite allows one writing process: its API runs one.
  const workers = kind === 'mysql' ? asked : 1;
  console.log(`\n-- ${kind}: preparing ${n} active ${FAMILY} learners (API workers: ${workers}) ...`);
  const nodeArgs = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, PROFILE_DIR)}`] : [];
  const env =
    workers > 1
      ? {
          API_WORKERS: String(workers),
          REDIS_URL: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: `portal-bench:${process.pid}:`,
        }
      : {};
  let portal = await startBenchPortal(kind, 'bench_api', { nodeArgs, env, root });
  try {
    if (bank > 0 && portal.restart) {
      await importGeneratedBank(portal.url, bank);
      portal = await portal.restart();
      console.log(`   ${bank} generated questions imported; API restarted on that database`);
    }
    const url = portal.url;
    if (workers > 1) await allWorkersUp(url, workers);
    const prepStarted = performance.now();
    const learners = await activeLearners(url, FAMILY, n);
    const kate = await firstCategory(url, FAMILY, learners[0].token);
    console.log(
      `   ${n} learners ready in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s; category ${kate}`,
    );

    /** All N learners start a new test at once; keeps each one's test token and a valid `ch`. */
    const startAll = async (name) => {
      const row = await measured(portal.pid, () =>
        burst(name, learners, (l) =>
          call(url, `/${FAMILY}/tests`, { token: l.token, body: { kate, language: 'lt' } }),
        ),
      );
      row.answers.forEach((a, i) => {
        if (a.status >= 300 || a.body?.status !== 'NEW')
          throw new Error(`${name}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);
        learners[i].jwt = a.body.jwt;
        learners[i].ch = answersFor(a.body.questions);
      });
      return row;
    };
    const endAll = (name) =>
      measured(portal.pid, () =>
        burst(name, learners, (l) =>
          call(url, `/${FAMILY}/tests/end`, { token: l.token, body: { ch: l.ch, test: l.jwt } }),
        ),
      );
    const start = await startAll('start');

    const rows = [start];
    /**
     * One autocannon op: first `warmup` seconds of the same load on a server that has not run it yet (its own
     * row, "<op>, first N s": the code is not optimized by V8 yet and the connections are new), then the
     * measured `duration` on the now warm server, as a running server answers.
     */
    const cannonOp = async (name, pid, target, load) => {
      if (warmup > 0)
        rows.push(
          await measured(pid, () =>
            cannon(`${name}, first ${warmup} s`, target, learners, { ...load, duration: warmup }),
          ),
        );
      rows.push(await measured(pid, () => cannon(name, target, learners, { ...load, duration })));
    };
    if (ops.includes('resume'))
      await cannonOp('resume', portal.pid, url, {
        path: `/api/${FAMILY}/tests`,
        body: () => ({ kate, language: 'lt' }),
        connections,
      });
    const saveLoad = { body: (l) => ({ ch: l.ch, test: l.jwt }), connections };
    if (ops.includes('save'))
      await cannonOp('save', portal.pid, url, { path: `/api/${FAMILY}/tests/save`, ...saveLoad });
    if (ops.includes('ceiling')) {
      const ceiling = await startCeiling(portal.databaseUrl, nodeArgs, workers);
      try {
        await cannonOp('ceiling', ceiling.pid, ceiling.url, {
          path: '/api/ceiling/save',
          headers: (l) => ({ 'x-attempt': String(attemptOf(l.jwt)) }),
          ...saveLoad,
        });
      } finally {
        await ceiling.stop();
      }
    }
    rows.push(await endAll('end'));
    // The first burst runs the code cold (not yet optimized by V8); a running server is warm.
    for (let round = 1; round <= rounds; round++) {
      const suffix = rounds > 1 ? ` ${round}` : '';
      rows.push(await startAll(`start, warm${suffix}`), await endAll(`end, warm${suffix}`));
    }
    for (const r of rows)
      if (r.errors)
        console.log(
          `   ! ${r.op}: ${r.errors} failed${r.firstError ? `, e.g. ${r.firstError}` : ''} ${r.detail ? JSON.stringify(r.detail) : ''}`,
        );
    return rows.map(({ answers, ...rest }) => ({ db: kind, workers, ...rest }));
  } finally {
    await portal.stop();
  }
}

export const formatRows = (rows) =>
  table(
    ['db', 'op', 'load', 'requests', 'p50', 'p99', 'max', 'req/s', 'CPU/req', 'DB CPU/req', 'errors'],
    rows.map((r) => [
      r.workers > 1 ? `${r.db} x${r.workers}` : r.db,
      r.op,
      r.mode,
      r.requests,
      `${r.p50.toFixed(1)} ms`,
      `${r.p99.toFixed(1)} ms`,
      `${r.max.toFixed(1)} ms`,
      `${r.rps.toFixed(0)} req/s`,
      r.cpuUs == null ? '-' : `${r.cpuUs.toFixed(0)} µs`,
      // Only where the database server runs on this machine (MySQL; SQLite works inside the API).
      r.db === 'mysql' && r.dbCpuUs != null ? `${r.dbCpuUs.toFixed(0)} µs` : '-',
      r.errors,
    ]),
  );

/** The save's throughput as a share of the ceiling's, per database, with the p99 of both. */
export const ceilingLines = (rows) =>
  [...new Set(rows.map((r) => r.db))].flatMap((db) => {
    const save = rows.find((r) => r.db === db && r.op === 'save');
    const ceiling = rows.find((r) => r.db === db && r.op === 'ceiling');
    if (!save || !ceiling) return [];
    const cpu =
      save.cpuUs && ceiling.cpuUs
        ? `; API CPU per request ${save.cpuUs.toFixed(0)} µs vs ${ceiling.cpuUs.toFixed(0)} µs (${((100 * ceiling.cpuUs) / save.cpuUs).toFixed(0)} %)`
        : '';
    return [
      `  ${db}${save.workers > 1 ? ` (${save.workers} API workers, ceiling as many)` : ''}: save ${save.rps.toFixed(0)} req/s = ${((100 * save.rps) / ceiling.rps).toFixed(0)} % of the ceiling's ${ceiling.rps.toFixed(0)} req/s (p99 ${save.p99.toFixed(1)} ms vs ${ceiling.p99.toFixed(1)} ms)${cpu}`,
    ];
  });

export async function apiLatency(options = {}) {
  const clamp = (key, value) => Math.min(LIMITS[key][1], Math.max(LIMITS[key][0], Math.round(value)));
  const opts = {
    learners: clamp('learners', options.learners ?? 100),
    connections: clamp('connections', options.connections ?? 100),
    duration: clamp('duration', options.duration ?? 10),
    databases: options.databases ?? ['mysql', 'sqlite'],
    ops: options.ops ?? OPS,
    cpuProf: !!options.cpuProf,
    workers: clamp('workers', options.workers ?? 1),
    rounds: clamp('rounds', options.rounds ?? 1),
    warmup: clamp('warmup', options.warmup ?? 3),
    bank: clamp('bank', options.bank ?? 0),
    root: options.root,
  };
  const unknown = opts.ops.filter((op) => !OPS.includes(op));
  if (unknown.length) throw new Error(`unknown --ops ${unknown.join(', ')} (known: ${OPS.join(', ')})`);
  console.log(
    `\n== API latency: ${FAMILY} tests, ${opts.learners} learners, autocannon ${opts.connections} connections x ${opts.duration} s, databases ${opts.databases.join(', ')}, API workers ${opts.workers} (MySQL only)${opts.bank ? `, ${opts.bank} generated questions (MySQL only)` : ''} ==\n  ${machineLine()}`,
  );
  const rows = [];
  for (const db of opts.databases) rows.push(...(await benchDatabase(db, opts)));
  console.log('');
  console.log(formatRows(rows));
  console.log(
    `  start/end: each learner once, all at once (latency until the answer is read); resume/save/ceiling: autocannon, measured after ${opts.warmup} s of the same load (the "first ${opts.warmup} s" rows).`,
  );
  for (const line of ceilingLines(rows)) console.log(line);
  if (opts.cpuProf) console.log(`  CPU profiles of the API: ${PROFILE_DIR}/`);
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
    ops: arg('ops')?.split(','),
    cpuProf: process.argv.includes('--cpu-prof'),
    workers: arg('workers') ? Number(arg('workers')) : undefined,
    rounds: arg('rounds') ? Number(arg('rounds')) : undefined,
    warmup: arg('warmup') !== undefined ? Number(arg('warmup')) : undefined,
    bank: arg('bank') ? Number(arg('bank')) : undefined,
    // another checkout's built API (its own node_modules and dist): an earlier build to compare with
    root: arg('root'),
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
