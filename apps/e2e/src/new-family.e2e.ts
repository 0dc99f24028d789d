import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Category, DemoSet, FamiliesResponse } from '@portal/contracts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiLogin } from './support/api';
import probe from './support/new-family-probe.json';
import { chooseFamily, questionNumber, signInWithAccount } from './support/flows';

const root = join(__dirname, '../../..');
/** The probe family, the same one `npm test`'s new-family proof step generates (tools/scripts/test-all.mjs). */
const { id: FAMILY, labels: LABELS } = probe as {
  id: string;
  labels: { lt: string; ru: string; en: string };
};
/** Where `npm test`'s proof step kept its copy, and the marker it writes there once every check passed. */
const PROVEN_COPY = process.env.NEW_FAMILY_COPY;
const PROOF_MARKER = '.new-family-proof-passed';

/** Runs a command in the scratch workspace; its output is shown only when it fails. */
function run(cwd: string, command: string, args: string[]): void {
  try {
    execFileSync(command, args, {
      cwd,
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024, // the proof prints every suite's report
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

// Issue 8, "a generator", and issue 24, "families as configuration": `npm run new-family -- <id>` creates a complete,
// working enrolled exam family. tools/scripts/new-family-proof.mjs makes a scratch copy of the workspace, generates
// the probe family (support/new-family-probe.json) there and runs what `npm test` checks before the browser (formatting, banks, lint, type-check and unit tests
// of every project, the API suite on SQLite); it fails unless all pass. Then only the new remote is built there (the
// API was built for its suite) and the portal's already built shell and remotes are served unchanged beside it. The
// family is in the manifest, can be chosen on the login screen and demoed, and a signed-in learner reaches its
// landing and its one sample category. Then the scratch copy goes.
describe('npm run new-family: a generated family works end to end', () => {
  let scratch: string;
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    const marker = PROVEN_COPY && join(PROVEN_COPY, PROOF_MARKER);
    if (marker && existsSync(marker) && readFileSync(marker, 'utf8') === FAMILY) {
      // `npm test` ran the proof as a step of its own (it would slow the browser tests beside it): go on in its copy.
      scratch = PROVEN_COPY;
    } else {
      scratch = mkdtempSync(join(tmpdir(), 'portal-new-family-'));
      run(root, process.execPath, [
        'tools/scripts/new-family-proof.mjs',
        '--id',
        FAMILY,
        '--keep',
        scratch,
        '--',
        ...Object.entries(LABELS).flatMap(([language, label]) => [`--${language}`, label]),
      ]);
    }
    run(scratch, 'npx', ['nx', 'run', `${FAMILY}:build`, '--outputStyle=static']);

    // The web root: the new remote from the scratch build, everything else exactly as built before.
    const webRoot = join(scratch, 'web');
    mkdirSync(webRoot);
    for (const app of readdirSync(join(root, 'dist/apps')))
      if (app !== 'api') symlinkSync(join(root, 'dist/apps', app), join(webRoot, app));
    symlinkSync(join(scratch, 'dist/apps', FAMILY), join(webRoot, FAMILY));

    portal = await startPortal(
      'new-family',
      {
        WEB_ROOT: webRoot,
        BANKS_DIR: join(scratch, 'apps/api/src/seed/banks'),
        ASSETS_DIR: join(scratch, 'apps/api/assets'),
      },
      { apiMain: join(scratch, 'dist/apps/api/apps/api/src/main.js'), cwd: scratch },
    );
    browser = await launchBrowser();
  }, 3_600_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    // npm test removes its own copy at the end
    if (scratch && scratch !== PROVEN_COPY) rmSync(scratch, { recursive: true, force: true });
  });

  it('is offered in the manifest with its definition, and its API answers with its sample category', async () => {
    const manifest = (await (await fetch(`${portal.url}/api/families`)).json()) as FamiliesResponse;
    expect(manifest.families.find((f) => (f.id as string) === FAMILY)).toMatchObject({
      kind: 'enrolled',
      enabled: true,
      labels: LABELS,
      homeRoute: `/${FAMILY}`,
      runnerRoute: `/testai-${FAMILY}`,
      remoteEntry: `/remotes/${FAMILY}/remoteEntry.js`,
    });
    const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
    const res = await fetch(`${portal.url}/api/${FAMILY}/categories`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const categories = (await res.json()) as Category[];
    expect(categories.map((c) => [c.value, c.en])).toEqual([['A', `${LABELS.en}: Category A`]]);
  });

  it('can be chosen on the login screen and demoed with its 20 built-in questions', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await chooseFamily(page, FAMILY);
    await page.click('.shell-btn--demo');
    await page.waitForURL((u) => u.pathname === `/testai-${FAMILY}`);
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    await screenshot(page, 'new-family-demo');
    expect(await questionNumber(page)).toBe('Nr. 1/20');
    // its own demo questions, from the generator's template
    const template = JSON.parse(
      readFileSync(join(root, 'tools/nx-plugins/family-remotes/generators/new-family/demo-set.json'), 'utf8'),
    ) as DemoSet;
    expect(await page.locator('body').innerText()).toContain(template.questions[0].klausimas_lt);
    await context.close();
  });

  it("a signed-in learner reaches the family's landing and chooses its sample category", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, FAMILY, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, `/${FAMILY}`);
    await page.waitForSelector(`[data-testid=landing-${FAMILY}][data-screen=active]`);
    expect(await page.title()).toContain(LABELS.lt);
    await page
      .locator('[data-testid=category-select] option', { hasText: `${LABELS.lt}: Kategorija A` })
      .first()
      .waitFor({ state: 'attached' });
    await context.close();
  });
});
