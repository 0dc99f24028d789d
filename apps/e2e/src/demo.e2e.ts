import type { Browser } from 'playwright-core';
import { EXAM_FAMILIES, familyDefinition } from '@portal/contracts';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { answerWithKeys, finishAndConfirm, questionNumber } from './support/flows';

// (a) The demo (core spec section 4): 20 built-in questions and key, no server calls, answered with keys and
// clicks, ended, scored, mistakes reviewed.
describe('KET demo', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('demo');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('answers all 20 with keys and clicks, ends, shows the score and the mistake review, without calling the API', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.click('.shell-btn--demo');
    await page.waitForURL((u) => u.pathname === '/testai');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    // The visible address carries no parameters (core spec section 2: hidden).
    expect(new URL(page.url()).search).toBe('');

    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
    });

    expect(await questionNumber(page)).toBe('Nr. 1/20');
    // The end button shows only when every question has a ticked answer (core spec section 5).
    expect(await page.locator('[data-testid=finish]').count()).toBe(0);

    // Questions 1-10 by keys, 11-20 by clicks.
    await answerWithKeys(page, 10, (i) => String((i % 3) + 1));
    expect(await questionNumber(page)).toBe('Nr. 11/20');
    for (let i = 0; i < 10; i++) {
      await page.locator('[data-testid=answer]:visible').first().click();
      if (i < 9) await page.click('[data-testid=next]');
    }
    expect(await questionNumber(page)).toBe('Nr. 20/20');
    // Clamped at the last question.
    await page.keyboard.press('ArrowRight');
    expect(await questionNumber(page)).toBe('Nr. 20/20');
    await screenshot(page, 'demo-test-lt');

    await finishAndConfirm(page);
    const score = await page.locator('[data-testid=score]').innerText();
    expect(score).toMatch(/^\d+ iš 20$/);
    expect(await page.locator('[data-testid=verdict]').innerText()).toMatch(/Išlaikyta|Neišlaikyta/);
    await page.waitForSelector('[data-testid=score-dialog] [data-chart]', { timeout: 30_000 });
    await screenshot(page, 'demo-results-lt');
    await expectNoSeriousA11y(page, 'demo score dialog');

    await page.click('[data-testid=review]');
    await page.waitForSelector('[data-testid=score-dialog]', { state: 'hidden' });
    await page.click('[data-testid=grid-button]');
    const cells = page.locator('[data-testid=grid-cell]');
    await cells.first().waitFor(); // the drawer's code loads when it is first opened
    expect(await cells.count()).toBe(20);
    // Review marks: every question shows the right answers; no comments button in the demo.
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid=answer][data-mark]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=comments-button]').count()).toBe(0);
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  // Core spec section 2: the runner route with ?usr=demo&kate=demo starts the demo, in every exam family.
  it.each(EXAM_FAMILIES.map((f) => [f]))(
    'a link to %s runner with usr=demo&kate=demo starts its demo',
    async (family) => {
      const { context, page } = await newPage(browser);
      const runner = familyDefinition(family).routes.runner;
      await page.goto(`${portal.url}${runner}?usr=demo&kate=demo`);
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      expect(new URL(page.url()).pathname).toBe(runner);
      // the parameters move into the hidden router state (core spec section 2: hidden from the address)
      expect(new URL(page.url()).search).toBe('');
      expect(await questionNumber(page)).toMatch(/^Nr\. 1\/\d+$/);
      await context.close();
    },
  );
});
