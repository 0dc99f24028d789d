import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER } from './support/api';
import { beginFirstCategory, signInWithAccount } from './support/flows';

const OTHER_TAB = 'Šis testas atidarytas ir kitame skirtuke.';

// Issue 25 item 12: two tabs on one test overwrote each other's answers without a word. The tab that opens the
// running test second says so; the first one is not interrupted.
describe('one test in two tabs', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('two-tabs');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('the second tab on a running test says the test is open in another tab', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    await page.waitForSelector('[data-testid=runner][data-phase=running]');

    const second = await context.newPage();
    await second.goto(`${portal.url}/home`);
    await beginFirstCategory(second);
    // said as soon as the test is loaded there (over the "test already started" view too)
    await second.waitForSelector(`[data-testid=notice]:has-text("${OTHER_TAB}")`);
    await second.click('[data-testid=notice-ok]');
    await second.waitForSelector('[data-testid=notice]', { state: 'hidden' });
    expect(await page.locator('[data-testid=notice]').count()).toBe(0);
    await context.close();
  });
});
