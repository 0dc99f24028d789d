// Lighthouse on the login screen (printed, not asserted): performance category only, Lighthouse's default
// mobile preset (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), Debian's Chromium with the
// e2e flags, against a freshly started portal (SQLite). Runs RUNS times (default 3) and prints each run's score,
// LCP, FCP, TBT, CLS (and Speed Index) and the median of each. Writes tmp/bench/results/lighthouse.json.
//   node tools/bench/lighthouse.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startBenchPortal } from './lib/portal.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
import { machineLine } from './lib/machine.mjs';
import { RESULTS_DIR, median, table } from './lib/format.mjs';

export const SCORE_BUDGET = 0.9;
const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');

function runLighthouse(url, outFile) {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}:\n${err.slice(-3000)}`));
      resolve(JSON.parse(readFileSync(outFile, 'utf8')));
    });
  });
}

function figures(report) {
  const a = report.audits;
  const value = (id) => a[id]?.numericValue;
  if (report.runtimeError)
    throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return {
    score: report.categories.performance.score,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    transferKB: (a['total-byte-weight']?.numericValue ?? 0) / 1024,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    lcpPhases: (a['largest-contentful-paint-element']?.details?.items?.[1]?.items || [])
      .map((i) => `${i.phase} ${Math.round(i.timing)} ms`)
      .join(', '),
    // Lighthouse's own CPU speed probe (higher = faster; its throttling assumes a machine of about 1000+)
    benchmarkIndex: report.environment?.benchmarkIndex,
    // the biggest main-thread costs, by script (what TBT is made of)
    bootup: (a['bootup-time']?.details?.items || [])
      .slice(0, 4)
      .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)} ms`),
  };
}

export async function lighthouseBench({ runs = 3 } = {}) {
  console.log(
    `\n== Lighthouse (mobile preset, performance) on the login screen, ${runs} runs ==\n  ${machineLine()}`,
  );
  const dir = join(ROOT, 'tmp/bench/lighthouse');
  mkdirSync(dir, { recursive: true });
  const portal = await startBenchPortal('sqlite', 'lighthouse');
  const results = [];
  try {
    // one visit first so that the server's first-request costs (file cache, lazy routes) do not land on run 1
    await fetch(`${portal.url}/`).then((r) => r.arrayBuffer());
    for (let i = 1; i <= runs; i++) {
      const report = await runLighthouse(`${portal.url}/`, join(dir, `login-${i}.json`));
      results.push(figures(report));
    }
  } finally {
    await portal.stop();
  }
  const f = (n, d = 0) => (n == null ? '-' : n.toFixed(d));
  const row = (label, r) => [
    label,
    f(r.score, 2),
    `${f(r.lcp)} ms`,
    `${f(r.fcp)} ms`,
    `${f(r.tbt)} ms`,
    f(r.cls, 3),
    `${f(r.si)} ms`,
    `${f(r.transferKB, 1)} KB`,
  ];
  const med = Object.fromEntries(
    ['score', 'lcp', 'fcp', 'tbt', 'cls', 'si', 'transferKB'].map((k) => [
      k,
      median(results.map((r) => r[k])),
    ]),
  );
  console.log(
    table(
      ['run', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'SI', 'transfer'],
      [...results.map((r, i) => row(String(i + 1), r)), row('median', med)],
    ),
  );
  console.log(
    `  LCP element: ${results[0]?.lcpElement ?? '?'}; LCP phases (run 1): ${results[0]?.lcpPhases || '?'}`,
  );
  console.log(
    `  Lighthouse benchmarkIndex per run: ${results.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(', ')}`,
  );
  console.log(`  main-thread time by script (run 1, throttled): ${results[0]?.bootup?.join(', ') || '?'}`);
  console.log(
    `  median score ${f(med.score, 2)} (budget >= ${SCORE_BUDGET}): ${med.score >= SCORE_BUDGET ? 'OK' : 'UNDER'}`,
  );
  console.log(`  reports: tmp/bench/lighthouse/login-<n>.json`);
  const result = {
    date: new Date().toISOString(),
    runs: results,
    median: med,
    budget: SCORE_BUDGET,
    ok: med.score >= SCORE_BUDGET,
  };
  mkdirSync(join(ROOT, RESULTS_DIR), { recursive: true });
  writeFileSync(join(ROOT, RESULTS_DIR, 'lighthouse.json'), JSON.stringify(result, null, 2));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--runs');
  lighthouseBench({ runs: i > 0 ? Number(process.argv[i + 1]) : 3 }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
