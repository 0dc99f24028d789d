import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Category, DemoSet, FamiliesResponse } from '@portal/contracts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiLogin } from './support/api';
import { chooseFamily, questionNumber, signInWithAccount } from './support/flows';

const root = join(__dirname, '../../..');
const FAMILY = 'buses';
const LABELS = { lt: 'Autobusai', ru: 'Автобусы', en: 'Buses' };

/** Runs a command in the scratch workspace; its output is shown only when it fails. */
function run(cwd: string, command: string, args: string[]): void {
  try {
    execFileSync(command, args, {
      cwd,
      stdio: 'pipe',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

/** A copy of the workspace's source (what git tracks or would track), with the installed packages linked. */
function scratchWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-new-family-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

// Issue 8, "a generator": `npm run new-family -- <id>` creates a complete, working enrolled exam family. In a scratch
// copy of the workspace the generator creates 'buses'; its checks pass there (bank checker, lint with the module
// boundaries, type-check, formatting); only the new remote and the API are built; the portal's already built shell
// and remotes are served unchanged beside it. The family is in the manifest, can be chosen on the login screen and
// demoed, and a signed-in learner reaches its landing and its one sample category. Then the scratch copy goes.
describe('npm run new-family: a generated family works end to end', () => {
  let scratch: string;
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    scratch = scratchWorkspace();
    run(scratch, 'npm', [
      'run',
      '--silent',
      'new-family',
      '--',
      FAMILY,
      '--lt',
      LABELS.lt,
      '--ru',
      LABELS.ru,
      '--en',
      LABELS.en,
    ]);
    run(scratch, process.execPath, ['tools/seed-data/check-banks.mjs']);
    run(scratch, 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
    run(scratch, 'npx', [
      'nx',
      'run-many',
      '-t',
      'lint',
      'typecheck',
      '-p',
      `${FAMILY},contracts`,
      '--outputStyle=static',
    ]);
    run(scratch, 'npx', ['nx', 'run-many', '-t', 'build', '-p', `${FAMILY},api`, '--outputStyle=static']);

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
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
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
    expect(categories.map((c) => [c.value, c.en])).toEqual([['A', `${LABELS.en}: A`]]);
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
      readFileSync(join(root, 'tools/generators/new-family/templates/demo-set.json'), 'utf8'),
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
      .locator('[data-testid=category-select] option', { hasText: `${LABELS.lt}: A` })
      .first()
      .waitFor({ state: 'attached' });
    await context.close();
  });
});
