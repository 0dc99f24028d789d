// Sign-in → first question on a learner's phone (issue 30): Chromium with 4× CPU slowdown and a slow mobile network
// (150 ms round trip, 1.6 Mbps down, 750 Kbps up: Lighthouse's "slow 4G"), median of N runs, and beside it the same
// figures of an earlier build (`--before <checkout>`) measured in the same run, runs interleaved so both see the same
// machine load.
//
//   node tools/bench/first-question.mjs [--runs 3] [--before /tmp/perf-before]
//
// `--before` is another checkout of the repository with its own node_modules and a built dist (for example
// `git worktree add /tmp/perf-before <commit>`, `cp -al node_modules`, `npx nx run-many -t build` there).
// Each run: a fresh browser context opens the login screen (not timed), chooses KET, signs in as a new active
// learner; timed from the click on "sign in" to the landing's enabled category select ("landing"), and to
// the first question of a started test ("first question": the category chosen and "Begin" pressed at once).
// "Waves": the longest chain of requests in that time each starting after the previous one ended (a request that
// waits for another's answer cannot overlap it), so it counts the round trips one after another, at most.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startBenchPortal } from './lib/portal.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { PASSWORD as LEARNER_PASSWORD, activeLearners } from './lib/learners.mjs';
import { machineLine } from './lib/machine.mjs';
import { RESULTS_DIR, kb, median, table } from './lib/format.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Math.min(Math.max(Number(option('runs', 3)) || 3, 1), 10);
const BEFORE = option('before', null);

/** Lighthouse's mobile throttling (slow 4G) applied by DevTools: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

async function signInAndBegin(browser, url, username) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });

    const option = page.locator('[data-family=ket] input');
    if (!(await option.isVisible())) await page.locator('.shell-fieldset button').first().click();
    await option.check();
    const account = page.locator('[data-method=account] input');
    if (await account.count()) await account.check();
    await page.fill('input[name=username]', username);
    await page.fill('input[name=password]', LEARNER_PASSWORD);

    const requests = [];
    let t0 = 0;
    page.on('request', (request) => {
      if (!t0) return;
      const entry = { url: request.url(), start: performance.now() - t0, end: null, bytes: 0 };
      requests.push(entry);
      request
        .response()
        .then((response) => response?.finished())
        .then(() => (entry.end = performance.now() - t0))
        .catch(() => (entry.end = performance.now() - t0));
    });
    const encoded = new Map();
    cdp.on('Network.loadingFinished', (e) => encoded.set(e.requestId, e.encodedDataLength));

    t0 = performance.now();
    await page.click('form.shell-form button[type=submit]');
    await page.waitForURL((u) => u.pathname === '/home');
    const category = page
      .locator('[data-testid=category-select] option:not([value=""]):not([disabled])')
      .first();
    await category.waitFor({ state: 'attached' });
    const landing = performance.now() - t0;
    await page.selectOption('[data-testid=category-select]', (await category.getAttribute('value')) ?? '');
    await page.click('[data-testid=begin]:not([disabled])');
    await page.waitForSelector('[data-testid=runner][data-phase=running] [data-testid=answer]');
    const firstQuestion = performance.now() - t0;
    const bytes = [...encoded.values()].reduce((a, b) => a + b, 0);
    const done = requests.filter((r) => r.start <= firstQuestion);
    const { waves, chain } = longestChain(done, firstQuestion);
    return { landing, firstQuestion, waves, chain, requests: done.length, bytes };
  } finally {
    await context.close();
  }
}

/** The longest chain of requests each starting after the one before ended (see the header). */
function longestChain(requests, until) {
  const sorted = requests.map((r) => ({ ...r, end: r.end ?? until })).sort((a, b) => a.start - b.start);
  const depth = [];
  const previous = [];
  for (let i = 0; i < sorted.length; i++) {
    let best = 0;
    previous[i] = -1;
    for (let j = 0; j < i; j++)
      if (sorted[j].end <= sorted[i].start && depth[j] > best) [best, previous[i]] = [depth[j], j];
    depth[i] = best + 1;
  }
  if (!depth.length) return { waves: 0, chain: [] };
  const chain = [];
  for (let i = depth.indexOf(Math.max(...depth)); i >= 0; i = previous[i])
    chain.unshift(
      `${new URL(sorted[i].url).pathname} (${Math.round(sorted[i].start)}–${Math.round(sorted[i].end)} ms)`,
    );
  return { waves: chain.length, chain };
}

async function main() {
  console.log(
    `\n== Sign-in → first question, throttled (4× CPU, 150 ms RTT, 1.6 Mbps), median of ${RUNS} ==`,
  );
  console.log(`  ${machineLine()}`);
  const builds = [{ name: 'this build', root: ROOT }];
  if (BEFORE) builds.unshift({ name: `before (${BEFORE})`, root: BEFORE });
  const portals = [];
  try {
    for (const build of builds)
      portals.push(
        await startBenchPortal('sqlite', `first-question-${portals.length}`, { root: build.root }),
      );
    // a new active learner per run: a learner's second start answers the open test (a resume screen first)
    const learners = [];
    for (const portal of portals) learners.push(await activeLearners(portal.url, 'ket', RUNS + 1));
    const browser = await launchBrowser();
    const results = builds.map(() => []);
    try {
      // one warm-up per build (the API's first start compiles its code), then the runs interleaved
      for (let b = 0; b < builds.length; b++)
        await signInAndBegin(browser, portals[b].url, learners[b][RUNS].username);
      for (let run = 0; run < RUNS; run++)
        for (let b = 0; b < builds.length; b++) {
          const r = await signInAndBegin(browser, portals[b].url, learners[b][run].username);
          results[b].push(r);
          console.log(
            `  ${builds[b].name} run ${run + 1}: landing ${(r.landing / 1000).toFixed(2)} s, first question ` +
              `${(r.firstQuestion / 1000).toFixed(2)} s, ${r.waves} waves, ${r.requests} requests, ${kb(r.bytes)}`,
          );
          if (process.env.BENCH_CHAIN) console.log(`    longest chain: ${r.chain.join(' → ')}`);
        }
    } finally {
      await browser.close();
    }
    const rows = builds.map((build, b) => {
      const m = (key) => median(results[b].map((r) => r[key]));
      return [
        build.name,
        `${(m('landing') / 1000).toFixed(2)} s`,
        `${(m('firstQuestion') / 1000).toFixed(2)} s`,
        String(m('waves')),
        String(m('requests')),
        kb(m('bytes')),
      ];
    });
    console.log(
      '\n' + table(['build', 'landing usable', 'first question', 'waves', 'requests', 'on the wire'], rows),
    );
    mkdirSync(join(ROOT, RESULTS_DIR), { recursive: true });
    const file = join(ROOT, RESULTS_DIR, `first-question-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify({ network: NETWORK, cpu: CPU_SLOWDOWN, builds, results }, null, 2));
    console.log(`  results: ${file}`);
  } finally {
    for (const portal of portals) await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
