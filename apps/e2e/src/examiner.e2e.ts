import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11y } from './support/a11y';
import { apiJson, apiLogin, STAFF } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { answerWithKeys, finishAndConfirm } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Examiner mode (second spec "Examiner mode screens", sections 5 and 7): training to the results without any
// roster; an exam admits a rostered candidate and refuses anyone else; /t without data goes to the root.
describe('examiner mode (/m, /t)', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('examiner');
    browser = await launchBrowser();
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const now = Date.now();
    const res = await apiJson(portal.url, '/staff/examiner/roster', {
      token: staff,
      body: {
        regnr: 'E2E-1',
        gdata: '1990-05-01',
        sub: 'B',
        from: new Date(now - 3600_000).toISOString(),
        to: new Date(now + 3600_000).toISOString(),
      },
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function choose(page: Page, topic: string, sub: string): Promise<void> {
    await page.selectOption('[data-testid=examiner-topic]', topic);
    await page.selectOption('[data-testid=examiner-sub]', sub);
  }

  it('training: /m (accessible, Sprėsti only with a sub-topic) to the results of 30 questions', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/m`);
    await page.waitForSelector('[data-testid=examiner-start]');
    await expectNoSeriousA11y(page, 'examiner /m');
    expect(await page.locator('[data-testid=examiner-mode-label]').innerText()).toBe('Mokymas');
    const start = page.locator('[data-testid=examiner-start-button]');
    await page.selectOption('[data-testid=examiner-topic]', '3');
    expect(await start.isDisabled()).toBe(true);
    await page.selectOption('[data-testid=examiner-sub]', 'A1');
    expect(await start.isEnabled()).toBe(true);
    await start.click();

    await page.waitForSelector('[data-testid=question-number]');
    expect(new URL(page.url()).search).toBe(''); // the data travels hidden
    await answerWithKeys(page, 30);
    await finishAndConfirm(page);
    expect(await page.locator('[data-testid=score-dialog]').innerText()).toMatch(/iš 30/);
    await context.close();
  });

  it('exam: a rostered candidate is admitted; anyone else is refused with the reason', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/m`);
    await page.click('[data-testid=examiner-mode]');
    expect(await page.locator('[data-testid=examiner-mode-label]').innerText()).toBe('Egzaminas');
    await choose(page, '1', 'B');
    const start = page.locator('[data-testid=examiner-start-button]');
    expect(await start.isDisabled()).toBe(true); // exam mode: registration number and birth date too
    await page.fill('[data-testid=examiner-regnr]', 'E2E-1');
    await page.fill('[data-testid=examiner-gdata]', '19900501');
    expect(await page.inputValue('[data-testid=examiner-gdata]')).toBe('1990-05-01');
    await start.click();
    await page.waitForSelector('[data-testid=question-number]');

    const other = await newPage(browser);
    await other.page.goto(`${portal.url}/m`);
    await other.page.click('[data-testid=examiner-mode]');
    await other.page.fill('[data-testid=examiner-regnr]', 'NOT-LISTED');
    await other.page.fill('[data-testid=examiner-gdata]', '1990-05-01');
    await choose(other.page, '1', 'B');
    await other.page.click('[data-testid=examiner-start-button]');
    await other.page
      .getByText(/egzaminuojamųjų sąraše/)
      .first()
      .waitFor();
    expect(await other.page.locator('[data-testid=question-number]').count()).toBe(0);
    await other.context.close();
    await context.close();
  });

  it('staff add a candidate to the roster and open the training test’s record', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.fill('[data-testid=staff-username]', STAFF.username);
    await page.fill('[data-testid=staff-password]', STAFF.password);
    await page.click('[data-testid=staff-sign-in-submit]');
    await page.click('[data-testid=tab-examiner]');
    await page.fill('[data-testid=roster-form-regnr]', 'UI-7');
    await page.fill('[data-testid=roster-form-gdata]', '2001-02-03');
    await page.selectOption('[data-testid=roster-form-sub]', 'M1');
    await page.fill('[data-testid=roster-form-from]', '2030-01-01T08:00');
    await page.fill('[data-testid=roster-form-to]', '2030-01-01T10:00');
    await page.click('[data-testid=roster-add]');
    await page.locator('[data-testid=roster-regnr]', { hasText: 'UI-7' }).waitFor();
    await expectNoSeriousA11y(page, 'staff examiner roster');

    await page.click('[data-testid=examiner-records-tab]');
    await page.getByRole('combobox', { name: 'Tipas' }).selectOption('false');
    await page.locator('[data-testid=record-open]:not([disabled])').first().click();
    await page.waitForSelector('[data-testid=record-view]');
    await expectNoSeriousA11y(page, 'staff examiner record');
    expect(await page.locator('[data-testid=record-view] li').count()).toBeGreaterThan(30);
    await context.close();
  });

  it('/t without data goes to the root', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/t`);
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});
