import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { END_TIMEOUT_MS, SAVE_TIMEOUT_MS } from '@portal/contracts';
import { ACTIVE_LEARNER } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  finishTest,
  questionNumber,
  signInWithAccount,
} from './support/flows';

// (d) The KET remote's files unreachable: the shell shows the boundary message with a retry on the KET pages,
// while the login screen and the other families keep working (signed in to kodas, its landing loads). And the
// API silent during a kodas test.
describe('a remote that cannot be loaded, a server that does not answer', () => {
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

  // A server that stops answering mid-test (a frozen process, a dropped mobile link): the save and the end give
  // up after their timeouts, the runner says so and retries, and both go through once the server answers again.
  it('shows a save as not saved and an end as retrying when the server is silent, then both succeed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'kodas', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/kodas');
    await beginFirstCategory(page);
    if (await page.locator('[data-testid=resume]').count()) await page.click('[data-testid=resume-continue]');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');

    // Saves get no answer: after the debounce and SAVE_TIMEOUT_MS the state is "not saved"; then they pass.
    const silent = () => undefined; // never continues, fulfils or aborts: the request hangs
    await page.route('**/api/kodas/tests/save', silent);
    const failedAt = Date.now();
    await page.keyboard.press('1');
    await page.waitForSelector('[data-testid=save-state][data-state=failed]', {
      timeout: SAVE_TIMEOUT_MS + 15_000,
    });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(SAVE_TIMEOUT_MS);
    expect(await page.locator('[data-testid=save-state]').innerText()).toContain('Neišsaugota');
    // The first failure is also said in a notice; the answers stay on this device meanwhile.
    await page.waitForSelector('[data-testid=notice]');
    await page.click('[data-testid=notice-ok]');
    await page.waitForSelector('[data-testid=notice]', { state: 'hidden' });
    await page.unroute('**/api/kodas/tests/save', silent);
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 30_000 });

    // The end gets no answer: the runner says it is retrying; once the server answers, the results show.
    await page.route('**/api/kodas/tests/end', silent);
    const total = Number(/\/(\d+)/.exec(await questionNumber(page))?.[1]);
    // The first is ticked already (pressing its key again would untick it).
    await page.keyboard.press('ArrowRight');
    await answerWithKeys(page, total - 1, () => '1');
    await finishTest(page);
    await page.waitForSelector('text=Nepavyko išsiųsti atsakymų, bandoma dar kartą.', {
      timeout: END_TIMEOUT_MS + 15_000,
    });
    await page.unroute('**/api/kodas/tests/end', silent);
    await page.waitForSelector('[data-testid=score-dialog]', { timeout: 30_000 });
    await context.close();
  });
});
