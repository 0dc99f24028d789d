import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER } from './support/api';
import { signInWithAccount } from './support/flows';

// (d) The KET remote's files unreachable: the shell shows the boundary message with a retry on the KET pages,
// while the login screen and the other families keep working (signed in to kodas, its landing loads).
describe('a remote that cannot be loaded', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('remote-failure', { REMOTE_URL_KET: '/remotes/missing/remoteEntry.js' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows the boundary message on the KET pages while another family signs in and reaches its landing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.waitForSelector('[data-family=ket]');
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await page.waitForSelector('text=Šios portalo dalies įkelti nepavyko.');
    const retry = page.getByRole('button', { name: 'Bandyti dar kartą' });
    expect(await retry.count()).toBe(1);
    await retry.click();
    await page.waitForSelector('text=Šios portalo dalies įkelti nepavyko.');

    // The login screen still works, and so does another family: signed in to kodas, its landing loads.
    const remoteEntries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js')) remoteEntries.push(new URL(r.url()).pathname);
    });
    await page.goto(portal.url);
    await page.waitForSelector('[data-family=ket]');
    await signInWithAccount(page, 'kodas', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/kodas');
    await page.waitForSelector('[data-testid=landing-kodas] [data-testid=category-select]');
    await page.waitForSelector('[data-testid=statistics]');
    expect(await page.locator('text=Šios portalo dalies įkelti nepavyko.').count()).toBe(0);
    expect(remoteEntries).toContain('/remotes/kodas/remoteEntry.js');
    expect(remoteEntries).not.toContain('/remotes/missing/remoteEntry.js');
    await context.close();
  });
});
