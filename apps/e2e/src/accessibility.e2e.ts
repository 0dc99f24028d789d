import type { Browser } from 'playwright-core';
import type { ActivationRecord, Page, StaffEnrollment } from '@portal/contracts';
import { expectNoSeriousA11y } from './support/a11y';
import { ACTIVE_LEARNER, apiJson, apiLogin, createLearner, STAFF } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import {
  answerWithKeys,
  beginFirstCategory,
  chooseFamily,
  finishAndConfirm,
  signInWithAccount,
} from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 13 item 5: axe-core (WCAG 2 A and AA) finds no critical or serious problem on any learner or staff screen:
// login, sign-up, the demo's question, score dialog and drawer, the registration form, the pending and rejected
// notices, the active landing with its history and review panels, the runner, and the staff console's tabs.
describe('accessibility of the learner and staff screens', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('accessibility', {
      SMTP_URL: 'smtp://127.0.0.1:9',
      SCHOOL_REVIEWS_URL: 'https://mokykla.example.lt/atsiliepimai',
    });
    browser = await launchBrowser();
    await createLearner(portal.url, 'e2e-a11y-new', 'a11y-pass-1', 'Ona Naujokė');
    await createLearner(portal.url, 'e2e-a11y-rej', 'a11y-pass-2', 'Jonas Atmestas');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('the login and sign-up screens', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.waitForSelector('form.shell-form');
    await expectNoSeriousA11y(page, 'login');
    await chooseFamily(page, 'ket');
    const account = page.locator('[data-method=account] input');
    if (await account.count()) await account.check();
    await expectNoSeriousA11y(page, 'login with account');
    await page.click('[data-testid=signup-link]');
    await page.waitForSelector('[data-testid=signup-form]');
    await expectNoSeriousA11y(page, 'sign-up');
    await page.goto(`${portal.url}/forgot`);
    await page.waitForSelector('[data-testid=forgot-form], form');
    await expectNoSeriousA11y(page, 'forgot password');
    await context.close();
  });

  it('the demo: question, score dialog, results and drawer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.click('.shell-btn--demo');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    await expectNoSeriousA11y(page, 'demo question');
    await page.click('[data-testid=grid-button]');
    await page.waitForSelector('[data-testid=drawer]');
    await expectNoSeriousA11y(page, 'demo drawer');
    await page.click('[data-testid=drawer-close]');
    await page.waitForSelector('[data-testid=drawer]', { state: 'hidden' });
    await answerWithKeys(page, 20, () => '1');
    await finishAndConfirm(page);
    await page.waitForSelector('[data-testid=score-dialog] [data-chart]', { timeout: 30_000 });
    await expectNoSeriousA11y(page, 'demo score dialog');
    await page.click('[data-testid=review]');
    await page.waitForSelector('[data-testid=score-dialog]', { state: 'hidden' });
    await expectNoSeriousA11y(page, 'demo results');
    await page.click('[data-testid=grid-button]');
    await page.waitForSelector('[data-testid=drawer]');
    await expectNoSeriousA11y(page, 'results drawer');
    await context.close();
  });

  it('registration, pending and rejected notices', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', 'e2e-a11y-new', 'a11y-pass-1', '/home');
    await page.waitForSelector('[data-testid=registration-form]');
    await expectNoSeriousA11y(page, 'registration form');
    await context.close();

    const token = await apiLogin(portal.url, 'e2e-a11y-rej', 'a11y-pass-2');
    const registered = await apiJson<ActivationRecord>(portal.url, '/ket/register', {
      token,
      body: {
        vardas: 'Jonas',
        pavarde: 'Atmestas',
        gdata: '2000-01-02',
        telefonas: '+37061111112',
        email: 'jonas@example.lt',
        filialas: 6,
        agree: true,
      },
    });
    expect(registered.status).toBe(200);
    const second = await newPage(browser);
    await second.page.goto(portal.url);
    await signInWithAccount(second.page, 'ket', 'e2e-a11y-rej', 'a11y-pass-2', '/home');
    await second.page.waitForSelector('[data-testid=pending-notice]');
    await expectNoSeriousA11y(second.page, 'pending notice');
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const pending = await apiJson<Page<StaffEnrollment>>(
      portal.url,
      '/staff/enrollments?family=ket&status=0',
      {
        token: staff,
      },
    );
    const enrollment = pending.body.items.find((e) => e.accountName === 'Jonas Atmestas')!;
    const rejected = await apiJson(portal.url, `/staff/enrollments/${enrollment.id}/reject`, {
      token: staff,
      body: { valid: -2, text: 'Trūksta dokumentų' },
    });
    expect(rejected.status).toBeLessThan(300);
    await second.page.reload();
    await second.page.waitForSelector('[data-testid=rejected-notice]');
    await expectNoSeriousA11y(second.page, 'rejected notice');
    await second.context.close();
  });

  it('the active landing, the runner, results, and the history and review panels', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await page.waitForSelector('[data-testid=category-select]');
    await expectNoSeriousA11y(page, 'landing (active)');
    // the school's links come from the API's configuration (SCHOOL_*_URL), over the family's defaults
    expect(await page.getAttribute('[data-testid=link-reviews]', 'href')).toBe(
      'https://mokykla.example.lt/atsiliepimai',
    );
    await beginFirstCategory(page);
    await expectNoSeriousA11y(page, 'runner');
    await answerWithKeys(page, 30, () => '1');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 30_000 });
    await expectNoSeriousA11y(page, 'runner saved');
    await finishAndConfirm(page);
    await expectNoSeriousA11y(page, 'score dialog');
    await page.click('[data-testid=home]');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.click('[data-testid=history-open]');
    await page.waitForSelector('[data-testid=attempt-row]');
    await expectNoSeriousA11y(page, 'history panel');
    await page.locator('[data-testid=attempt-review-open]').first().click();
    await page.waitForSelector('[data-testid=attempt-review]');
    await expectNoSeriousA11y(page, 'review panel');
    await context.close();
  });

  it('the staff console tabs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.waitForSelector('[data-testid=staff-sign-in]');
    await expectNoSeriousA11y(page, 'staff sign-in');
    await page.fill('[data-testid=staff-username]', STAFF.username);
    await page.fill('[data-testid=staff-password]', STAFF.password);
    await page.click('[data-testid=staff-sign-in-submit]');
    await page.waitForSelector('[data-testid=registrations]');
    for (const tab of ['registrations', 'requests', 'questions', 'accounts']) {
      await page.click(`[data-testid=tab-${tab}]`);
      await page.waitForTimeout(500);
      await expectNoSeriousA11y(page, `staff ${tab}`);
    }
    await context.close();
  });
});
