import type { Browser } from 'playwright-core';
import type { AuthUser } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiJson, apiLogin, createLearner, STAFF } from './support/api';
import { signInWithAccount } from './support/flows';

// Issue 25 item 12, states that said nothing: a learner whose account staff disabled reloads and lands on the
// login screen without a word; a 201-character password answered "Įvyko klaida"; the staff console's reset-link
// button was disabled with no reason.
describe('states that say why', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('silent-states');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a request waiting for the school is shown, also after a reload, and is not sent again', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await page.click('[data-testid=request-more]');
    await page.fill('[data-testid=request-text]', 'Prašau dar 20 testų');
    await page.click('[data-testid=request-send]');
    const waiting = '[data-testid=request-outcome][data-outcome=pending]';
    await page.locator(waiting, { hasText: 'Laukiama mokyklos atsakymo' }).waitFor();
    expect(await page.locator('[data-testid=request-more]').isDisabled()).toBe(true);
    await page.reload();
    await page.locator(waiting).waitFor();
    expect(await page.locator('[data-testid=request-more]').isDisabled()).toBe(true);
    await context.close();
  });

  it('a learner disabled meanwhile is told so after a reload', async () => {
    await createLearner(portal.url, 'e2e-tomas', 'tomas-pass-1', 'Tomas Tylusis');
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', 'e2e-tomas', 'tomas-pass-1', '/home');
    await page.waitForSelector('[data-testid=registration-form]');

    const token = await apiLogin(portal.url, 'e2e-tomas', 'tomas-pass-1');
    const me = await apiJson<AuthUser>(portal.url, '/auth/me', { token });
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const disabled = await apiJson(portal.url, `/staff/accounts/${me.body.id}/disabled`, {
      token: staff,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);

    await page.reload();
    await page.waitForURL((u) => u.pathname === '/' && u.search === '');
    await page.waitForSelector('.shell-error:has-text("paskyra išjungta")');
    expect(await page.locator('.shell-error').textContent()).toContain('vairavimo mokykl');
    await context.close();
  });

  it('a 201-character password is a wrong password, not an error', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.locator('[data-family=ket] input').check();
    const account = page.locator('[data-method=account] input');
    if (await account.count()) await account.check();
    await page.fill('input[name=username]', ACTIVE_LEARNER.username);
    await page.fill('input[name=password]', 'x'.repeat(201));
    await page.click('form.shell-form button[type=submit]');
    await page.waitForSelector('.shell-error:has-text("Neteisingas prisijungimo vardas arba slaptažodis")');
    expect(await page.locator('text=Įvyko klaida').count()).toBe(0);
    await context.close();
  });

  it("the staff console says why an account's reset link cannot be sent", async () => {
    await createLearner(portal.url, 'e2e-be-pasto', 'be-pasto-pass-1', 'Ona Bepaštė');
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.fill('[data-testid=staff-username]', STAFF.username);
    await page.fill('[data-testid=staff-password]', STAFF.password);
    await page.click('[data-testid=staff-sign-in-submit]');
    await page.click('[data-testid=tab-accounts]');
    const search = page
      .locator('input[data-testid=accounts-search], [data-testid=accounts-search] input')
      .first();
    await search.fill('Bepaštė');
    await search.press('Enter');
    const row = page.locator('[data-testid=accounts-table] tr', { hasText: 'Ona Bepaštė' });
    await row.locator('[data-testid=account-open]').click();
    await page.waitForSelector('[data-testid=account-actions]');
    expect(await page.locator('[data-testid=reset-link]').isDisabled()).toBe(true);
    const why = page.locator('[data-testid=reset-link-why]');
    expect(await why.innerText()).toContain('neturi el. pašto adreso');
    expect(await page.locator('[data-testid=reset-link]').getAttribute('aria-describedby')).toBe(
      'reset-link-why',
    );
    await context.close();
  });
});
