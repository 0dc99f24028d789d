import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { serveFolder } from './support/static-server';
import { ACTIVE_LEARNER } from './support/api';
import { signInWithAccount } from './support/flows';

const root = join(__dirname, '../../..');
const FAMILY = process.env.E2E_SHIPPED_FAMILY ?? 'ket';

/** A fingerprint of every file of a built app, to prove the shell was not rebuilt. */
function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex');
}

// Issue 4, "shipped independently": a remote rebuilt on its own and moved to another host is picked up by the
// already built shell through the families manifest (REMOTE_URL_<FAMILY>), without rebuilding the shell.
describe('a family shipped independently', () => {
  let portal: PortalServer;
  let browser: Browser;
  let host: Awaited<ReturnType<typeof serveFolder>>;
  const rebuilt = join(root, 'tmp/e2e/shipped', FAMILY);
  let shellBefore: string;

  beforeAll(async () => {
    shellBefore = fingerprint(join(root, 'dist/apps/shell'));
    rmSync(rebuilt, { recursive: true, force: true });
    // The family's team rebuilds its remote alone, into its own release folder.
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        `apps/${FAMILY}/webpack.config.js`,
        '--mode',
        'production',
        '--output-path',
        rebuilt,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    host = await serveFolder(rebuilt);
    portal = await startPortal('independent-shipping', {
      [`REMOTE_URL_${FAMILY.toUpperCase()}`]: `${host.url}/remoteEntry.js`,
    });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await host?.close();
  });

  it('serves the rebuilt remote from its new host to the unchanged shell', async () => {
    const manifest = (await (await fetch(`${portal.url}/api/families`)).json()) as {
      families: { id: string; remoteEntry: string }[];
    };
    expect(manifest.families.find((f) => f.id === FAMILY)?.remoteEntry).toBe(`${host.url}/remoteEntry.js`);

    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(
      page,
      FAMILY,
      ACTIVE_LEARNER.username,
      ACTIVE_LEARNER.password,
      FAMILY === 'ket' ? '/home' : `/${FAMILY}`,
    );
    await page.waitForSelector('[data-testid=category-select]');
    expect(host.requests).toContain('/remoteEntry.js');
    expect(host.requests.some((r) => r.endsWith('.js') && r !== '/remoteEntry.js')).toBe(true);
    // The shell's files are exactly those built before: nothing of the shell was rebuilt.
    expect(fingerprint(join(root, 'dist/apps/shell'))).toBe(shellBefore);
    await context.close();
  });
});
