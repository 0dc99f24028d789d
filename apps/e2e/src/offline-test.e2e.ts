import type { Browser } from 'playwright-core';
import type { AttemptPage, AttemptReview, Flag, SaveTestRequest } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiJson, apiLogin } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  finishAndConfirm,
  questionNumber,
  signInWithAccount,
} from './support/flows';

const BOUNDARY_TEXT = 'Šios portalo dalies įkelti nepavyko.';

// Issue 25 item 6: the network drops mid-test (a train, a lift). Everything a running test can show (the save
// failure's notice, the side drawer, the end confirmation) was loaded when it started, so the learner keeps
// answering with "Neišsaugota" shown; when the network returns the saves go through, and the end stores every tick.
describe('a test that goes offline and comes back', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('offline-test');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('keeps answering offline with "Neišsaugota" shown, saves when back online, and ends with every tick', async () => {
    const { context, page } = await newPage(browser);
    const saved: Flag[][][] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/ket/tests/save') && res.ok()) {
        saved.push((JSON.parse(res.request().postData() ?? '{}') as SaveTestRequest).ch);
      }
    });
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    if (await page.locator('[data-testid=resume]').count()) await page.click('[data-testid=resume-continue]');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    const total = Number(/\/(\d+)/.exec(await questionNumber(page))?.[1]);

    // Online: the first answer is saved.
    await page.keyboard.press('1');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });
    await page.keyboard.press('ArrowRight');

    // Offline (the browser's network emulation): three more answers, the first save fails.
    await context.setOffline(true);
    for (const key of ['2', '1', '2']) {
      await page.keyboard.press(key);
      await page.keyboard.press('ArrowRight');
    }
    await page.waitForSelector('[data-testid=save-state][data-state=failed]', { timeout: 30_000 });
    expect(await page.locator('[data-testid=save-state]').innerText()).toContain('Neišsaugota');
    // The failure's notice shows (its code was loaded at the start) and the test stays on screen behind it.
    await page.waitForSelector('[data-testid=notice]');
    await page.click('[data-testid=notice-ok]');
    await page.waitForSelector('[data-testid=notice]', { state: 'hidden' });
    // The side drawer opens offline too.
    await page.click('[data-testid=grid-button]');
    await page.waitForSelector('[data-testid=drawer-close]');
    await page.click('[data-testid=drawer-close]');
    await page.waitForSelector('[data-testid=drawer]', { state: 'hidden' });
    // A few seconds later (the retries) nothing replaced the test.
    await page.waitForTimeout(5000);
    expect(await page.locator(`text=${BOUNDARY_TEXT}`).count()).toBe(0);
    expect(await page.locator('[data-testid=runner][data-phase=running]').count()).toBe(1);
    expect(await questionNumber(page)).toMatch(/\b5\s*\//);

    // Back online: the pending answers are saved without the learner doing anything.
    await context.setOffline(false);
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 20_000 });
    const expected: Flag[][] = [
      ['1', '0'],
      ['0', '1'],
      ['1', '0'],
      ['0', '1'],
    ];
    const last = saved[saved.length - 1];
    expect(last.slice(0, 4).map((ticks) => ticks.slice(0, 2))).toEqual(expected);

    // The other questions answered (the end needs them all), the end; then every tick is in the stored attempt.
    await answerWithKeys(page, total - 4, () => '1');
    await finishAndConfirm(page);
    const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
    const { body: attempts } = await apiJson<AttemptPage>(portal.url, '/ket/attempts', { token });
    const { body: review } = await apiJson<AttemptReview>(
      portal.url,
      `/ket/attempts/${attempts.items[0].id}/review`,
      { token },
    );
    expect(review.questions).toHaveLength(total);
    expect(review.questions.slice(0, 4).map((q) => q.ticks.slice(0, 2))).toEqual(expected);
    expect(review.questions.slice(4).every((q) => q.ticks[0] === '1')).toBe(true);
    await context.close();
  });
});
