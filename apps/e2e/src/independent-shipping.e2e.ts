import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { EXAM_FAMILIES, type ExamFamilyId, type FamiliesResponse } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { serveFolder } from './support/static-server';
import { ACTIVE_LEARNER } from './support/api';
import { chooseFamily, signInWithAccount } from './support/flows';

const root = join(__dirname, '../../..');
/** Every family remote: each is rebuilt on its own and shipped from a host of its own. */
const FAMILIES = EXAM_FAMILIES;
type Family = ExamFamilyId;
/** The release folders (<folder>/<family>), outside dist/ so the portal's own copies stay as they are. */
const RELEASES = join(root, 'tmp/e2e/shipped');

/** Nx's command line (package.json `bin.nx`), run with this Node. */
const nxPackage = require.resolve('nx/package.json');
const NX_BIN = join(
  dirname(nxPackage),
  (JSON.parse(readFileSync(nxPackage, 'utf8')) as { bin: Record<string, string> }).bin.nx,
);

/** The runner screen's source: the test changes it for the ket build only (and puts it back). */
const RUNNER_SCREEN = join(root, 'libs/runner/src/screen/question-view.tsx');
const RUNNER_ROOT_ATTRIBUTE = 'data-testid="runner"';

/** Builds remotes through their own Nx build targets (not the cache: the build id is not one of Nx's inputs). */
function buildRemotes(projects: readonly Family[], env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [
      NX_BIN,
      'run-many',
      '-t',
      'build',
      '-p',
      projects.join(','),
      '--skip-nx-cache',
      '--excludeTaskDependencies',
      '--outputStyle=static',
    ],
    { cwd: root, stdio: 'pipe', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env } },
  );
}

/**
 * Builds ket alone with a change in libs/runner (the runner screen carries data-runner-marker=<marker>), then puts
 * the source back, whatever happens.
 */
function buildKetWithChangedRunner(marker: string, env: Record<string, string>): void {
  const original = readFileSync(RUNNER_SCREEN, 'utf8');
  const changed = original.replace(
    RUNNER_ROOT_ATTRIBUTE,
    `${RUNNER_ROOT_ATTRIBUTE} data-runner-marker="${marker}"`,
  );
  if (changed === original) throw new Error(`${RUNNER_SCREEN} has no ${RUNNER_ROOT_ATTRIBUTE} any more`);
  try {
    writeFileSync(RUNNER_SCREEN, changed);
    buildRemotes(['ket'], env);
  } finally {
    writeFileSync(RUNNER_SCREEN, original);
  }
}

/** A fingerprint of every file of a built app (names and contents, recursively). */
function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(folder.length)).update(readFileSync(path));
    }
  };
  walk(folder);
  return hash.digest('hex');
}

// Issue 4, "shipped independently": every family remote, changed (a new build id, which its landing shows on
// <html data-build-<family>>) and rebuilt alone through Nx (the remotes' build targets, never the shell) into a
// release folder of its own and moved to another host, is picked up by the already built shell through the
// families manifest (REMOTE_URL_<FAMILY>). The shell's files are the same before and after.
// Issue 8: the libraries that carry family behaviour (libs/runner, libs/family-kit) ship INSIDE each remote. ket is
// built alone with a change in libs/runner and runs it; kodas, built without the change, does not, and neither
// does the shell's copy (there is none to run: with the runner shared from the shell, ket would run the shell's).
describe('every family remote shipped independently', () => {
  let portal: PortalServer;
  let browser: Browser;
  const hosts = {} as Record<Family, Awaited<ReturnType<typeof serveFolder>>>;
  const buildId = `e2e-${Date.now().toString(36)}`;
  const runnerMarker = `runner-${buildId}`;
  let shellBefore: string;
  const distBefore = {} as Record<Family, string>;

  beforeAll(async () => {
    shellBefore = fingerprint(join(root, 'dist/apps/shell'));
    for (const family of FAMILIES) distBefore[family] = fingerprint(join(root, 'dist/apps', family));
    rmSync(RELEASES, { recursive: true, force: true });
    const release = { PORTAL_BUILD_ID: buildId, PORTAL_OUTPUT_ROOT: RELEASES };
    // The ket team changes the shared test screen's library and ships ket alone; the other teams ship theirs from
    // the unchanged source.
    buildKetWithChangedRunner(runnerMarker, release);
    buildRemotes(
      FAMILIES.filter((f) => f !== 'ket'),
      release,
    );
    const env: Record<string, string> = {};
    for (const family of FAMILIES) {
      hosts[family] = await serveFolder(join(RELEASES, family));
      env[`REMOTE_URL_${family.toUpperCase()}`] = `${hosts[family].url}/remoteEntry.js`;
    }
    portal = await startPortal('independent-shipping', env);
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await Promise.all(Object.values(hosts).map((h) => h.close()));
  });

  it('builds every remote into its own release folder, leaving the shell and the portal copies alone', () => {
    expect(fingerprint(join(root, 'dist/apps/shell'))).toBe(shellBefore);
    for (const family of FAMILIES) {
      expect([family, fingerprint(join(root, 'dist/apps', family))]).toEqual([family, distBefore[family]]);
      // The new build id is in the rebuilt remote's landing chunk, and nowhere in the portal's copy.
      const has = (folder: string) =>
        readdirSync(folder).some(
          (f) => f.endsWith('.js') && readFileSync(join(folder, f), 'utf8').includes(buildId),
        );
      expect([family, has(join(RELEASES, family)), has(join(root, 'dist/apps', family))]).toEqual([
        family,
        true,
        false,
      ]);
    }
  });

  for (const family of FAMILIES) {
    it(`${family}: the unchanged shell loads the rebuilt remote from its new host`, async () => {
      const { families } = (await (await fetch(`${portal.url}/api/families`)).json()) as FamiliesResponse;
      const entry = families.find((f) => f.id === family);
      expect(entry?.remoteEntry).toBe(`${hosts[family].url}/remoteEntry.js`);

      const { context, page } = await newPage(browser);
      const portalCopies: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/remotes/')) portalCopies.push(r.url());
      });
      hosts[family].requests.length = 0;
      await page.goto(portal.url);
      await signInWithAccount(
        page,
        family,
        ACTIVE_LEARNER.username,
        ACTIVE_LEARNER.password,
        entry?.homeRoute ?? '',
      );
      await page.waitForSelector('[data-testid=category-select]');
      // The landing that runs is the rebuilt one: it carries the new build id.
      expect(await page.locator('html').getAttribute(`data-build-${family}`)).toBe(buildId);
      expect(hosts[family].requests).toContain('/remoteEntry.js');
      expect(hosts[family].requests.some((r) => r.endsWith('.js') && r !== '/remoteEntry.js')).toBe(true);
      // Nothing of this family came from the portal's own copy.
      expect(portalCopies.filter((u) => u.includes(`/remotes/${family}/`))).toEqual([]);
      await context.close();
    });
  }

  // The demo runs the family's runner screen without an account: ket's carries the change made to libs/runner for
  // its build, kodas's (built from the unchanged library) does not.
  it.each([
    ['ket', runnerMarker],
    ['kodas', null],
  ] as const)('%s: the runner runs the libs/runner its remote was built with', async (family, marker) => {
    const { context, page } = await newPage(browser);
    hosts[family].requests.length = 0;
    await page.goto(portal.url);
    await chooseFamily(page, family);
    await page.click('.shell-btn--demo');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    expect(await page.locator('[data-testid=runner]').getAttribute('data-runner-marker')).toBe(marker);
    // the runner came from the remote's new host
    expect(hosts[family].requests).toContain('/remoteEntry.js');
    await context.close();
  });

  it('keeps the change out of the source tree', () => {
    expect(readFileSync(RUNNER_SCREEN, 'utf8')).not.toContain('data-runner-marker');
  });

  it("leaves the shell's files exactly as built before", () => {
    expect(fingerprint(join(root, 'dist/apps/shell'))).toBe(shellBefore);
  });
});
