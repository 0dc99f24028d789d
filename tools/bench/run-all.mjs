// `npm run bench`: bundle sizes, Lighthouse, API latency, in this order, then one summary table.
// Uses the built apps in dist/apps; when the API, the shell or every remote is missing it runs
// `npx nx run-many -t build` first. Options go to the latency benchmark:
//   npm run bench -- [--learners 50] [--connections 50] [--duration 10] [--db mysql,sqlite] [--runs 3]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_MAIN, ROOT } from './lib/portal.mjs';
import { machineLine } from './lib/machine.mjs';
import { kb, table } from './lib/format.mjs';
import { FAMILIES, LOGIN_BUDGET, bundleSizes } from './bundle-sizes.mjs';
import { SCORE_BUDGET, lighthouseBench } from './lighthouse.mjs';
import { apiLatency, ceilingLines, formatRows } from './api-latency.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const num = (name) => (arg(name) ? Number(arg(name)) : undefined);

function ensureBuilt() {
  const remotes = FAMILIES.filter((f) => existsSync(join(ROOT, 'dist/apps', f, 'remoteEntry.js')));
  if (existsSync(API_MAIN) && existsSync(join(ROOT, 'dist/apps/shell/index.html')) && remotes.length) return;
  console.log('dist/apps is incomplete: npx nx run-many -t build');
  const res = spawnSync('npx', ['nx', 'run-many', '-t', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
}

async function step(name, fn) {
  const started = Date.now();
  try {
    const result = await fn();
    console.log(`\n(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return result;
  } catch (error) {
    console.error(`\n${name} failed: ${error.stack || error}`);
    return { failed: String(error.message || error).split('\n')[0] };
  }
}

async function main() {
  console.log(`Benchmarks, ${new Date().toISOString()}\n${machineLine()}`);
  ensureBuilt();
  const bundles = await step('bundle sizes', () => bundleSizes());
  const lighthouse = await step('lighthouse', () => lighthouseBench({ runs: num('runs') ?? 3 }));
  const latency = await step('api latency', () =>
    apiLatency({
      learners: num('learners'),
      connections: num('connections'),
      duration: num('duration'),
      databases: arg('db')?.split(','),
    }),
  );

  const rows = [];
  if (bundles.failed) rows.push(['bundle sizes', 'failed', '', bundles.failed]);
  else {
    rows.push([
      'login screen JS (gzip)',
      kb(bundles.login.total),
      `<= ${kb(LOGIN_BUDGET)}`,
      bundles.login.ok ? 'OK' : 'OVER',
    ]);
    for (const r of bundles.remotes)
      rows.push([
        `${r.family} remote own JS (gzip)`,
        kb(r.ownTotal),
        `<= ${kb(r.budget)}`,
        r.ok ? 'OK' : 'OVER',
      ]);
    const chartSteps = bundles.steps.filter((s) => s.charts.length).map((s) => `${s.journey}: ${s.step}`);
    const early = bundles.steps.filter((s) => s.charts.length && /login|runner/.test(s.step));
    rows.push([
      'steps loading chart chunks',
      String(chartSteps.length),
      'not login/runner',
      early.length ? 'OVER' : 'OK',
    ]);
    for (const s of chartSteps) rows.push([`  ${s}`, '', '', '']);
  }
  if (lighthouse.failed) rows.push(['lighthouse', 'failed', '', lighthouse.failed]);
  else {
    const m = lighthouse.median;
    rows.push([
      'Lighthouse login (median score)',
      m.score.toFixed(2),
      `>= ${SCORE_BUDGET}`,
      lighthouse.ok ? 'OK' : 'UNDER',
    ]);
    rows.push([
      '  LCP / FCP / TBT / CLS (median)',
      `${m.lcp.toFixed(0)} / ${m.fcp.toFixed(0)} / ${m.tbt.toFixed(0)} ms / ${m.cls.toFixed(3)}`,
      '',
      '',
    ]);
  }
  if (latency.failed) rows.push(['api latency', 'failed', '', latency.failed]);

  console.log(`\n== Summary ==\n${machineLine()}`);
  console.log(table(['what', 'measured', 'budget', ''], rows));
  if (!latency.failed)
    console.log(`\n${[formatRows(latency.rows), ...ceilingLines(latency.rows)].join('\n')}`);
  console.log('  JSON: tmp/bench/results/{bundle-sizes,lighthouse,api-latency}.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
