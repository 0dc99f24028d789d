// The save of the tests taken without an account, under load on MySQL/MariaDB: a contest entry's and an examiner
// training test's (api-latency.mjs measures the enrolled learner's). Each kind: 50 tests started (the sample contest
// of SEED_ON_START; training in sub-topic A1), then autocannon, 100 connections, 3 s of warm-up and 10 s measured,
// the 50 tokens in rotation; the API's CPU per request from /proc, as api-latency.mjs. Printed, not asserted.
//   node tools/bench/kinds-save.mjs
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchPortal } from './lib/portal.mjs';
import { machineLine } from './lib/machine.mjs';

const TESTS = 50;

/** CPU time (user + system, ms) the process has used so far (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Distinct entrants' names (two letters that no confusables skeleton folds together). */
const LETTERS = 'bdfhkstuvz';
const entrant = (i) => ({
  name: `Dalyvis ${LETTERS[Math.floor(i / 10)]}${LETTERS[i % 10]}ra`,
  gdata: '2001-02-03',
});

console.log(
  `\n== Save of a contest entry and an examiner training test, ${TESTS} tests, 100 connections x 10 s ==`,
);
console.log(`  ${machineLine()}`);
const portal = await startBenchPortal('mysql', 'bench_kinds');
try {
  const post = async (path, body) => {
    const res = await fetch(`${portal.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const kinds = [
    { kind: 'contest', prefix: 'competition', start: (i) => ({ person: entrant(i), egzamin: false }) },
    { kind: 'examiner', prefix: 'examiner', start: () => ({ tema: 3, sub: 'A1', egzamin: false }) },
  ];
  for (const { kind, prefix, start } of kinds) {
    const bodies = [];
    for (let i = 0; i < TESTS; i++) {
      const load = await post(`/api/${prefix}/tests`, start(i));
      const ch = JSON.parse(load.questions).map((q) => q.checkai.map((_, j) => (j === 0 ? '1' : '0')));
      bodies.push(JSON.stringify({ ch, test: load.jwt }));
    }
    let next = 0;
    const run = (duration) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${portal.url}/api/${prefix}/tests/save`,
            connections: 100,
            duration,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
    await run(3);
    const before = cpuMs(portal.pid);
    const result = await run(10);
    const perRequest = ((cpuMs(portal.pid) - before) * 1000) / result.requests.total;
    console.log(
      `  ${kind} save: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ` +
        `${result.latency.p99} ms, API CPU/req ${Math.round(perRequest)} µs, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
} finally {
  await portal.stop();
}
