// Bundle-size report (printed, not asserted):
//  (a) the login screen's initial JavaScript: every JS response of `/` in headless Chromium until the network
//      is idle, each gzip -9'd, against 150 KB; any chart chunk among them;
//  (b) each built remote's own JavaScript (the family remotes and the staff console: remoteEntry.js + the
//      expose's sync/async files that hold code of apps/<remote>/, without shared packages and shared workspace
//      libraries) against its budget (lib/budgets.mjs: 40 KB, the staff console 70 KB); the shared files
//      separately, for information;
//  (c) what JavaScript each step of a learner's path loads (login, landing, runner, score dialog; and the
//      demo), to show that chart chunks load only on the screens that draw charts.
// Needs the built apps (dist/apps/{api,shell,<family>}). Writes tmp/bench/results/bundle-sizes.json.
//   node tools/bench/bundle-sizes.mjs           the full report, budgets printed
//   node tools/bench/bundle-sizes.mjs --check   only the budgets of lib/budgets.mjs: the browser journeys' downloads
//                                               and each remote's own code; exits 1 when one is over (a step of
//                                               `npm test`)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAM_FAMILY_DEFINITIONS } from '../families/definitions.mjs';
import { ROOT, startBenchPortal } from './lib/portal.mjs';
import { chunkModules, lookupFile } from './lib/chunk-modules.mjs';
import { launchBrowser, networkIdle, recordScripts } from './lib/browser.mjs';
import { machineLine } from './lib/machine.mjs';
import { RESULTS_DIR, gzipSize, kb, table, verdict } from './lib/format.mjs';
import { budgetRows, evaluateBudgets, remoteBudget } from './lib/budgets.mjs';

export const LOGIN_BUDGET = 150 * 1024;
export { REMOTE_BUDGET, remoteBudget } from './lib/budgets.mjs';
/** Every remote whose own code is measured: the exam families (the registry's) and the staff console. */
export const FAMILIES = [...EXAM_FAMILY_DEFINITIONS.map((d) => d.id), 'staff'];
const DIST = join(ROOT, 'dist/apps');

const CHART_LIBRARY = /node_modules\/(@antv\/|@ant-design\/charts\/|d3-|gl-matrix|@ant-design\/graphs)/;
const CHART_WRAPPER = /chart\.tsx?$/;
const GLUE = /^(provide|consume) shared module|^(remote|container|federation) /;

/** What dominates a file: its modules grouped by package / workspace project, biggest first. */
function owners(modules) {
  const bySource = new Map();
  for (const m of modules || []) {
    const name = m.name.replace(/ \+ \d+ modules$/, '');
    let key;
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
    if (GLUE.test(name)) key = '(federation share glue)';
    else if (nm) key = nm[1];
    else if (/^\.\/(apps|libs)\/([^/]+)/.test(name)) key = /^\.\/((?:apps|libs)\/[^/]+)/.exec(name)[1];
    else key = '(webpack/federation runtime)';
    bySource.set(key, (bySource.get(key) || 0) + (m.size || 0));
  }
  const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
  return [...bySource.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, size]) => ({ key, share: size / total }));
}

const describe = (modules, n = 3) =>
  owners(modules)
    .slice(0, n)
    .map((o) => `${o.key} ${Math.round(o.share * 100)}%`)
    .join(', ');

/**
 * 'library' / 'wrapper' / null: is this file (part of) the charts? By its modules (federation's provide/consume
 * entries only name the library, they do not contain it), else by its content (G2's CSS class names).
 */
function chartKind(info, body) {
  const modules = (info?.modules || []).filter((m) => !GLUE.test(m.name));
  if (modules.some((m) => CHART_LIBRARY.test(m.name))) return 'library';
  if (modules.some((m) => CHART_WRAPPER.test(m.name.replace(/ \+ \d+ modules$/, '')))) return 'wrapper';
  if (body && /g2-tooltip|@antv\//.test(body.toString('latin1'))) return 'library';
  return null;
}

/** The app a served URL belongs to: /remotes/<family>/x.js -> family, /x.js -> shell. */
function appOfPath(path) {
  const m = /^\/remotes\/([^/]+)\//.exec(path);
  return m ? m[1] : 'shell';
}

async function loadChunkMaps(apps) {
  const maps = {};
  for (const app of apps) {
    process.stdout.write(`  webpack stats build of ${app} (into tmp/bench/webpack/${app}) ... `);
    try {
      maps[app] = await chunkModules(app);
      const distFiles = new Set(listJs(app));
      const exact = Object.keys(maps[app].files).filter((f) => distFiles.has(f)).length;
      console.log(
        `${maps[app].cached ? 'reused (dist unchanged)' : `${(maps[app].ms / 1000).toFixed(0)} s`}, ` +
          `${exact} of ${distFiles.size} dist JS files have an exact match` +
          (exact < distFiles.size
            ? ' (the others: leftovers of older builds, or dist built from other sources)'
            : ''),
      );
    } catch (error) {
      console.log(`failed: ${error.message.split('\n')[0]}`);
      maps[app] = null;
    }
  }
  return maps;
}

function listJs(app) {
  const dir = join(DIST, app);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
}

/** (b) one remote's own files, from its mf-manifest.json and the chunk -> modules map. */
function remoteReport(family, map) {
  const dir = join(DIST, family);
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const js = (assets) => [...(assets?.js?.sync || []), ...(assets?.js?.async || [])];
  const entry = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const exposeFiles = (manifest.exposes || []).flatMap((e) => js(e.assets));
  const sharedFiles = new Map();
  for (const s of manifest.shared || []) for (const f of js(s.assets)) sharedFiles.set(f, s.name);

  const size = (file) => {
    const path = join(dir, file);
    return existsSync(path) ? gzipSize(readFileSync(path)) : NaN;
  };
  const own = [];
  const sharedLazy = [];
  const unclassified = [];
  for (const file of [...new Set([entry, ...exposeFiles])]) {
    if (file !== entry && sharedFiles.has(file)) continue;
    const info = map ? lookupFile(map, file) : null;
    const row = {
      file,
      gzip: size(file),
      stale: !!info?.stale,
      content: info ? describe(info.modules) : '?',
    };
    const ownModules = info?.modules?.filter((m) => m.name.startsWith(`./apps/${family}/`)) ?? [];
    // A chunk of another language's strings (uk.json, pl.json, …) loads only for a reader of that language: one
    // reader never downloads them all, so they are not counted as the remote's own code (Lithuanian is in it).
    const otherLanguageStrings =
      ownModules.length > 0 &&
      ownModules.every((m) => /\/i18n\/(.+\/)?[a-z]{2}\.json$/.test(m.name) && !m.name.endsWith('/lt.json'));
    if (otherLanguageStrings) continue;
    if (file === entry || ownModules.length > 0) own.push(row);
    else if (info) {
      // a chunk without apps/<family>/ modules that only the family's code requests is the family's vendor code
      const onlyFamily =
        info.origins?.length > 0 && info.origins.every((o) => o.startsWith(`./apps/${family}/`));
      sharedLazy.push({ ...row, chart: chartKind(info), onlyFamily });
    } else unclassified.push(row);
  }
  const shared = [...sharedFiles.entries()].map(([file, name]) => ({ file, name, gzip: size(file) }));
  const ownTotal = own.reduce((a, r) => a + r.gzip, 0);
  return {
    family,
    own,
    ownTotal,
    sharedLazy,
    unclassified,
    shared,
    budget: remoteBudget(family),
    ok: ownTotal <= remoteBudget(family),
  };
}

/** Rows for the files of one browser step. */
function stepRows(step, maps) {
  return step.files.map((f) => {
    const app = appOfPath(f.path);
    const file = f.path.split('/').pop();
    const info = maps[app] ? lookupFile(maps[app], file) : null;
    return {
      path: f.path,
      app,
      gzip: f.body ? gzipSize(f.body) : NaN,
      chart: chartKind(info, f.body),
      content: info ? describe(info.modules) : f.body ? '' : '(body not readable)',
    };
  });
}

async function signIn(page, family, username, password, landing) {
  const option = page.locator(`[data-family=${family}] input`);
  if (!(await option.isVisible())) await page.locator('.shell-fieldset button').first().click();
  await option.check();
  const account = page.locator('[data-method=account] input');
  if (await account.count()) await account.check();
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await page.click('form.shell-form button[type=submit]');
  await page.waitForURL((u) => u.pathname === landing);
}

/** Answers every question with key 1, ends the test and waits for the score dialog's chart. */
async function answerAllAndFinish(page) {
  const text = await page.locator('[data-testid=question-number]').innerText();
  const total = Number(/\/(\d+)/.exec(text)?.[1] || 30);
  for (let i = 0; i < total; i++) {
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowRight');
  }
  await page.click('[data-testid=finish]');
  await page.locator('.ant-modal-footer .ant-btn-primary').last().click();
  await page.waitForSelector('[data-testid=score-dialog]');
  await page.waitForSelector('[data-testid=score-dialog] [data-chart]', { timeout: 30_000 }).catch(() => {});
}

/** (a) + (c): the login screen, then a signed-in learner's path, then the demo, in a fresh browser context each. */
async function browserSteps(url) {
  const browser = await launchBrowser();
  try {
    const journeys = {};
    {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 860 },
        locale: 'lt-LT',
        // the learners' time zone, as the API's: the seeded access starts "today" in Vilnius
        timezoneId: 'Europe/Vilnius',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const rec = recordScripts(page);
      rec.step('login screen (/)');
      await page.goto(url, { waitUntil: 'networkidle' });
      await networkIdle(page);
      rec.step('ket landing (/home, learner-active signed in)');
      await signIn(page, 'ket', 'learner-active', 'learner-pass', '/home');
      await page.waitForSelector('[data-testid=category-select]');
      await networkIdle(page);
      rec.step('runner (/testai, test started)');
      // the category select is a native <select>: its first enabled category
      const category = page
        .locator('[data-testid=category-select] option:not([value=""]):not([disabled])')
        .first();
      await category.waitFor({ state: 'attached' });
      await page.selectOption('[data-testid=category-select]', (await category.getAttribute('value')) ?? '');
      await page.waitForSelector('[data-testid=begin]:not([disabled])');
      await page.click('[data-testid=begin]');
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      await networkIdle(page);
      rec.step('score dialog (test ended)');
      await answerAllAndFinish(page);
      await networkIdle(page);
      rec.step('ket landing again (statistics with a result)');
      await page.click('[data-testid=home]');
      await page.waitForURL((u) => u.pathname === '/home');
      await page
        .waitForSelector('[data-testid=results-chart] [data-chart]', { timeout: 30_000 })
        .catch(() => {});
      await networkIdle(page);
      await rec.settle();
      journeys.learner = rec.steps;
      await context.close();
    }
    {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 860 },
        locale: 'lt-LT',
        // the learners' time zone, as the API's: the seeded access starts "today" in Vilnius
        timezoneId: 'Europe/Vilnius',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const rec = recordScripts(page);
      rec.step('login screen (/)');
      await page.goto(url, { waitUntil: 'networkidle' });
      await networkIdle(page);
      rec.step('demo runner (/testai)');
      await page.click('.shell-btn--demo');
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      await networkIdle(page);
      rec.step('demo score dialog');
      await answerAllAndFinish(page);
      await networkIdle(page);
      await rec.settle();
      journeys.demo = rec.steps;
      await context.close();
    }
    return journeys;
  } finally {
    await browser.close();
  }
}

/** Prints the download budgets and returns their results. */
function reportBudgets(steps) {
  const budgets = evaluateBudgets(steps);
  console.log('\n  download budgets (JavaScript, gzip -9):');
  console.log(table(['what', 'measured', 'budget', ''], budgetRows(budgets)));
  return budgets;
}

/**
 * Each built remote's own code against its budget (lib/budgets.mjs): which files are the remote's own needs the
 * webpack stats of each remote (reused while dist is unchanged, else about 10–20 s per remote).
 */
async function checkRemotes() {
  const remotes = FAMILIES.filter((f) => existsSync(join(DIST, f, 'mf-manifest.json')));
  const maps = await loadChunkMaps(remotes);
  const rows = remotes.map((f) => remoteReport(f, maps[f]));
  console.log(
    '\n  each remote’s own code (remoteEntry.js + expose chunks with apps/<remote>/ code, gzip -9):',
  );
  console.log(
    table(
      ['remote', 'own code', 'budget', ''],
      rows.map((r) => [r.family, kb(r.ownTotal), kb(r.budget), r.ok ? 'OK' : 'OVER']),
    ),
  );
  // a remote without stats cannot be classified: not ok (the check must not pass on what it could not see)
  return rows.every((r) => r.ok && !r.unclassified.length && maps[r.family]);
}

/**
 * `--check`: the journeys, the download budgets and each remote's own code; ok when every budget holds.
 * `BENCH_SKIP_REMOTES=1`: the journeys only (no webpack stats builds).
 */
export async function checkBudgets() {
  if (!existsSync(join(DIST, 'shell/index.html'))) throw new Error('dist/apps/shell is missing: build first');
  console.log(`\n== Download budgets (gzip -9 of the built files) ==`);
  const remotesOk = process.env.BENCH_SKIP_REMOTES ? true : await checkRemotes();
  const portal = await startBenchPortal('sqlite', 'bundle');
  let journeys;
  try {
    journeys = await browserSteps(portal.url);
  } finally {
    await portal.stop();
  }
  const steps = [];
  for (const [journey, list] of Object.entries(journeys))
    for (const step of list) {
      const rows = stepRows(step, {});
      steps.push({ journey, step: step.name, total: rows.reduce((a, r) => a + (r.gzip || 0), 0) });
      console.log(`  [${journey}] ${step.name}: ${rows.length} files, ${kb(steps.at(-1).total)}`);
      // BENCH_FILES=1: each file of the step (which chunks make a step heavy, without the stats builds)
      if (process.env.BENCH_FILES)
        for (const r of [...rows].sort((a, b) => b.gzip - a.gzip))
          console.log(`      ${kb(r.gzip).padStart(9)}  ${r.path}`);
    }
  const budgets = reportBudgets(steps);
  return remotesOk && budgets.every((b) => b.ok);
}

export async function bundleSizes() {
  if (!existsSync(join(DIST, 'shell/index.html'))) throw new Error('dist/apps/shell is missing: build first');
  const remotes = FAMILIES.filter((f) => existsSync(join(DIST, f, 'mf-manifest.json')));
  const missing = FAMILIES.filter((f) => !remotes.includes(f));
  console.log(`\n== Bundle sizes (gzip -9) ==\n  ${machineLine()}`);
  console.log(
    `  remotes built with a manifest: ${remotes.join(', ') || 'none'}${missing.length ? `; not built: ${missing.join(', ')}` : ''}`,
  );
  const maps = await loadChunkMaps(['shell', ...remotes]);

  const portal = await startBenchPortal('sqlite', 'bundle');
  let journeys;
  try {
    journeys = await browserSteps(portal.url);
  } finally {
    await portal.stop();
  }

  // (a)
  const login = stepRows(journeys.learner[0], maps);
  const loginTotal = login.reduce((a, r) => a + r.gzip, 0);
  console.log(`\n(a) login screen: JavaScript loaded by / until the network is idle`);
  console.log(
    table(
      ['file', 'gzip', 'chart', 'what dominates (source bytes)'],
      login.map((r) => [r.path, kb(r.gzip), r.chart || '', r.content]),
    ),
  );
  console.log(
    `  total ${kb(loginTotal)} of ${kb(LOGIN_BUDGET)} budget: ${verdict(loginTotal, LOGIN_BUDGET)}`,
  );
  const loginCharts = login.filter((r) => r.chart);
  console.log(
    `  chart chunks on the login screen: ${loginCharts.length ? loginCharts.map((r) => r.path).join(', ') : 'none'}`,
  );

  // (b)
  console.log(`\n(b) each remote's own JavaScript (remoteEntry.js + expose chunks with apps/<family>/ code)`);
  const remoteReports = remotes.map((f) => remoteReport(f, maps[f]));
  for (const r of remoteReports) {
    console.log(`\n  ${r.family}: own ${kb(r.ownTotal)} of ${kb(r.budget)}: ${r.ok ? 'OK' : 'OVER'}`);
    console.log(
      table(
        ['own file', 'gzip', 'what dominates (source bytes)'],
        r.own.map((o) => [o.file + (o.stale ? ' (stale)' : ''), kb(o.gzip), o.content]),
        '    ',
      ),
    );
    if (r.unclassified.length)
      console.log(
        `    not classified (no stats): ${r.unclassified.map((u) => `${u.file} ${kb(u.gzip)}`).join(', ')}`,
      );
    if (r.sharedLazy.length)
      console.log(
        `    lazy parts of shared libraries (not counted): ` +
          r.sharedLazy
            .map(
              (s) =>
                `${s.file} ${kb(s.gzip)} [${s.content.split(',')[0]}]${s.onlyFamily ? ` (requested only by apps/${r.family}!)` : ''}`,
            )
            .join('; '),
      );
    const sharedTotal = r.shared.reduce((a, s) => a + (s.gzip || 0), 0);
    console.log(
      `    shared modules (provided/fallback copies, not counted): ${kb(sharedTotal)} in ${r.shared.length} files; biggest: ` +
        [...r.shared]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 4)
          .map((s) => `${s.name} ${kb(s.gzip)}`)
          .join(', '),
    );
  }

  // (c)
  console.log(
    `\n(c) JavaScript loaded at each step (new files only; chart = charts library or chart wrapper chunk)`,
  );
  const steps = [];
  for (const [journey, list] of Object.entries(journeys)) {
    for (const step of list) {
      const rows = stepRows(step, maps);
      const total = rows.reduce((a, r) => a + (r.gzip || 0), 0);
      const charts = rows.filter((r) => r.chart);
      steps.push({
        journey,
        step: step.name,
        files: rows,
        total,
        charts: charts.map((c) => `${c.path} (${c.chart}, ${kb(c.gzip)})`),
      });
      console.log(
        `\n  [${journey}] ${step.name}: ${rows.length} files, ${kb(total)}; charts: ${charts.length ? charts.map((c) => `${c.path} ${c.chart} ${kb(c.gzip)}`).join(', ') : 'none'}`,
      );
      for (const r of rows)
        console.log(
          `    ${r.chart ? '*' : ' '} ${r.path.padEnd(52)} ${kb(r.gzip).padStart(9)}  ${r.content}`,
        );
    }
  }
  const chartCheck = steps.map((s) => ({ journey: s.journey, step: s.step, charts: s.charts.length }));
  console.log('\n  charts summary:');
  console.log(
    table(
      ['journey', 'step', 'chart chunks loaded'],
      chartCheck.map((c) => [c.journey, c.step, c.charts]),
    ),
  );

  const budgets = reportBudgets(steps);

  const result = {
    date: new Date().toISOString(),
    budgets: budgets.map(({ id, total, limit, ok }) => ({ id, total, limit, ok })),
    login: {
      files: login.map(({ path, gzip, chart }) => ({ path, gzip, chart })),
      total: loginTotal,
      budget: LOGIN_BUDGET,
      ok: loginTotal <= LOGIN_BUDGET,
      charts: loginCharts.length,
    },
    remotes: remoteReports,
    steps: steps.map(({ journey, step, total, charts, files }) => ({
      journey,
      step,
      total,
      charts,
      files: files.map(({ path, gzip, chart }) => ({ path, gzip, chart })),
    })),
  };
  mkdirSync(join(ROOT, RESULTS_DIR), { recursive: true });
  writeFileSync(join(ROOT, RESULTS_DIR, 'bundle-sizes.json'), JSON.stringify(result, null, 2));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = process.argv.includes('--check')
    ? checkBudgets().then((ok) => {
        if (!ok) {
          console.error('\ndownload budget exceeded (tools/bench/lib/budgets.mjs)');
          process.exitCode = 1;
        }
      })
    : bundleSizes();
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
