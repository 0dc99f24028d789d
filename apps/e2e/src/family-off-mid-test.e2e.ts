import type { Browser } from 'playwright-core';
import type { AttemptPage, AttemptReview } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiJson, apiLogin, STAFF } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  finishAndConfirm,
  questionNumber,
  signInWithAccount,
} from './support/flows';

const NOT_OFFERED = 'Testai „KET“ šiuo metu nesiūlomi.';

// Issue 25 item 7: staff switch a family off while a learner is in one of its tests. The test may still save and
// end (no answer is lost); after it, the family's screens lead to the login screen, which says the family is not
// offered now (a reload too), instead of dropping the learner there without a word.
describe('a family switched off under a running test', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('family-off-mid-test');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('saves and ends the running test, then the landing says the family is not offered now', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    if (await page.locator('[data-testid=resume]').count()) await page.click('[data-testid=resume-continue]');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    const total = Number(/\/(\d+)/.exec(await questionNumber(page))?.[1]);
    await page.keyboard.press('1');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });

    // Staff switch KET off: new sign-ins and tests are refused at once.
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const off = await apiJson(portal.url, '/staff/switches/ket', {
      method: 'PUT',
      token: staff,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await apiJson(portal.url, '/ket/categories')).status).toBe(404);

    // The running test still saves...
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('2');
    await page.waitForSelector('[data-testid=save-state][data-state=saving]');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });
    // ... and ends, with its results.
    await page.keyboard.press('ArrowRight');
    await answerWithKeys(page, total - 2, () => '1');
    await finishAndConfirm(page);

    // Home from the results: the landing cannot load, and the login screen says why.
    await page.click('[data-testid=home]');
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForSelector(`text=${NOT_OFFERED}`);
    // A reload of the landing (the session is still in the browser) says the same.
    await page.goto(`${portal.url}/home`);
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForSelector(`text=${NOT_OFFERED}`);

    // KET on again: the ended attempt holds both ticks given around the switch.
    await apiJson(portal.url, '/staff/switches/ket', {
      method: 'PUT',
      token: staff,
      body: { enabled: true },
    });
    const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
    const { body: attempts } = await apiJson<AttemptPage>(portal.url, '/ket/attempts', { token });
    const { body: review } = await apiJson<AttemptReview>(
      portal.url,
      `/ket/attempts/${attempts.items[0].id}/review`,
      { token },
    );
    expect(review.questions.slice(0, 2).map((q) => q.ticks.slice(0, 2))).toEqual([
      ['1', '0'],
      ['0', '1'],
    ]);
    await context.close();
  });
});
