import type { Browser, Page } from 'playwright-core';
import { ACTIVE_LEARNER } from './support/api';
import { launchBrowser, newPage, PHONE_VIEWPORT } from './support/browser';
import { answerWithKeys, beginFirstCategory, finishAndConfirm, signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 25 item 10: on a 360 px phone the past-tests panel widened the page (to 419 px) and the competition's name
// field stuck out of its card.

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('panels and forms at 360 px', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('phone-panels');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('the past-tests panel keeps the landing 360 px wide', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    await answerWithKeys(page, 30, () => '1');
    await finishAndConfirm(page);
    await page.click('[data-testid=home]');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.click('[data-testid=history-open]');
    await page.waitForSelector('[data-testid=attempt-row]');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // the row's review button is still reachable (the table scrolls inside its card)
    await page.locator('[data-testid=attempt-review-open]').scrollIntoViewIfNeeded();
    await page.click('[data-testid=attempt-review-open]');
    await page.waitForSelector('[data-testid=attempt-review]');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await context.close();
  });

  it("the competition's name field stays inside its card", async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto(`${portal.url}/konkursas`);
    await page.waitForSelector('[data-testid=competition-name]');
    await page.fill('[data-testid=competition-name]', 'Jonas Petraitis-Kazlauskas');
    const field = (await page.locator('[data-testid=competition-name]').boundingBox())!;
    const card = (await page.locator('[data-testid=competition-form]').boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    const date = (await page.locator('[data-testid=competition-birth-date]').boundingBox())!;
    expect(date.x + date.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await context.close();
  });
});
