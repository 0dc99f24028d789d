import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { FamiliesResponse } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { serveFolder } from './support/static-server';
import { ACTIVE_LEARNER } from './support/api';
import { signInWithAccount } from './support/flows';

const root = join(__dirname, '../../..');
/** Every family remote: each is rebuilt on its own and shipped from a host of its own. */
const FAMILIES = ['ket', 'kodas', 'tractor', 'krautuvai', 'hidro'] as const;
type Family = (typeof FAMILIES)[number];
/** The release folders (<folder>/<family>), outside dist/ so the portal's own copies stay as they are. */
const RELEASES = join(root, 'tmp/e2e/shipped');

/** Nx's command line (package.json `bin.nx`), run with this Node. */
const nxPackage = require.resolve('nx/package.json');
const NX_BIN = join(
  dirname(nxPackage),
  (JSON.parse(readFileSync(nxPackage, 'utf8')) as { bin: Record<string, string> }).bin.nx,
);

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
// <html data-build-<family>>) and rebuilt alone through Nx (`nx run-many -t build` of the remotes only, never the
// shell) into a release folder of its own and moved to another host, is picked up by the already built shell
// through the families manifest (REMOTE_URL_<FAMILY>). The shell's files are the same before and after.
describe('every family remote shipped independently', () => {
  let portal: PortalServer;
  let browser: Browser;
  const hosts = {} as Record<Family, Awaited<ReturnType<typeof serveFolder>>>;
  const buildId = `e2e-${Date.now().toString(36)}`;
  let shellBefore: string;
  const distBefore = {} as Record<Family, string>;

  beforeAll(async () => {
    shellBefore = fingerprint(join(root, 'dist/apps/shell'));
    for (const family of FAMILIES) distBefore[family] = fingerprint(join(root, 'dist/apps', family));
    rmSync(RELEASES, { recursive: true, force: true });
    // The families' teams change and rebuild their remotes, without the shell, through the projects' own build
    // targets (not the cache: the build id is not one of Nx's inputs).
    execFileSync(
      process.execPath,
      [
        NX_BIN,
        'run-many',
        '-t',
        'build',
        '-p',
        FAMILIES.join(','),
        '--skip-nx-cache',
        '--excludeTaskDependencies',
        '--outputStyle=static',
      ],
      {
        cwd: root,
        stdio: 'pipe',
        env: {
          ...process.env,
          NX_DAEMON: 'false',
          NX_TUI: 'false',
          PORTAL_BUILD_ID: buildId,
          PORTAL_OUTPUT_ROOT: RELEASES,
        },
      },
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

  it("leaves the shell's files exactly as built before", () => {
    expect(fingerprint(join(root, 'dist/apps/shell'))).toBe(shellBefore);
  });
});
