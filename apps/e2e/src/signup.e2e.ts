import type { AuthUser } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { startSmtpCatcher, type SmtpCatcher } from '@portal/test-support';
import { apiJson, apiLogin, STAFF } from './support/api';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseFamily, signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Sign-up and password reset by e-mail in the browser, against the built portal with SMTP_URL pointing at a
// local SMTP server started here (127.0.0.1, a free port) that keeps the messages: sign up, read the link, confirm,
// sign in; forgot, read the link, set a new password, sign in with it; a disabled account is told so. And a portal
// without SMTP: the login screen and /signup say that the driving school makes accounts.
describe('sign-up and password reset by e-mail', () => {
  let smtp: SmtpCatcher;
  let portal: PortalServer;
  let browser: Browser;
  const email = `e2e-ieva-${Date.now()}@example.lt`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    portal = await startPortal('signup', { SMTP_URL: smtp.url, MAIL_FROM: 'Portalas <portal@example.lt>' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await smtp?.close();
  });

  async function openAccountForm(page: Page): Promise<void> {
    await page.goto(portal.url);
    await chooseFamily(page, 'ket');
    const account = page.locator('[data-method=account] input');
    if (await account.count()) await account.check();
  }

  it('signs up, confirms by the e-mailed link and signs in with the address', async () => {
    const { context, page } = await newPage(browser);
    await openAccountForm(page);
    await page.click('[data-testid=signup-link]');
    await page.waitForURL((u) => u.pathname === '/signup');
    await page.waitForSelector('[data-testid=signup-form]');

    // a short password is refused next to its field, in Lithuanian
    await page.fill('input[name=name]', 'Ieva Naujokė');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'short');
    await page.click('[data-testid=signup-form] button[type=submit]');
    await page.waitForSelector('[data-field-error=password]:has-text("nuo 8 iki 200 simbolių")');

    await page.fill('input[name=password]', 'ieva-pass-1');
    await page.click('[data-testid=signup-form] button[type=submit]');
    await page.waitForSelector('[data-testid=signup-sent]');
    await screenshot(page, 'signup-sent');
    await expectNoSeriousA11y(page, 'sign-up sent');

    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Patvirtinkite paskyrą');
    const link = mail.links.find((l) => l.startsWith(`${portal.url}/confirm?token=`));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForSelector('[data-testid=confirm-done]');
    expect(new URL(page.url()).search).toBe('');

    await page.click('text=Prisijungti');
    await page.waitForURL((u) => u.pathname === '/');
    await signInWithAccount(page, 'ket', email, 'ieva-pass-1', '/home');
    await context.close();
  });

  it('forgot password: the e-mailed link sets a new password, which then signs in', async () => {
    const { context, page } = await newPage(browser);
    await openAccountForm(page);
    await page.click('[data-testid=forgot-link]');
    await page.waitForSelector('[data-testid=forgot-form]');
    await page.fill('input[name=email]', email);
    await page.click('[data-testid=forgot-form] button[type=submit]');
    await page.waitForSelector('[data-testid=forgot-sent]');

    const mail = await smtp.next(email);
    const link = mail.links.find((l) => l.startsWith(`${portal.url}/reset?token=`))!;
    await page.goto(link);
    await page.fill('input[name=password]', 'ieva-pass-2');
    await page.click('[data-testid=reset-form] button[type=submit]');
    await page.waitForSelector('[data-testid=reset-done]');

    // the link works once
    await page.goto(link);
    await page.fill('input[name=password]', 'ieva-pass-3');
    await page.click('[data-testid=reset-form] button[type=submit]');
    await page.waitForSelector('[data-testid=link-invalid]');

    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', email, 'ieva-pass-2', '/home');
    await context.close();
  });

  it('a disabled account is told it is disabled and whom to ask; a wrong password stays generic', async () => {
    const token = await apiLogin(portal.url, email, 'ieva-pass-2');
    const me = await apiJson<AuthUser>(portal.url, '/auth/me', { token });
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const disabled = await apiJson(portal.url, `/staff/accounts/${me.body.id}/disabled`, {
      token: staff,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);

    const { context, page } = await newPage(browser);
    await openAccountForm(page);
    await page.fill('input[name=username]', email);
    await page.fill('input[name=password]', 'wrong-pass-9');
    await page.click('form.shell-form button[type=submit]');
    await page.waitForSelector('.shell-error:has-text("Neteisingas")');
    await page.fill('input[name=password]', 'ieva-pass-2');
    await page.click('form.shell-form button[type=submit]');
    await page.waitForSelector('.shell-error:has-text("paskyra išjungta")');
    expect(await page.locator('.shell-error').textContent()).toContain('vairavimo mokykl');
    await screenshot(page, 'signup-account-disabled');
    await context.close();
  });

  it('without SMTP the login screen and /signup say that the driving school makes accounts', async () => {
    const plain = await startPortal('signup-no-smtp');
    try {
      const { context, page } = await newPage(browser);
      await page.goto(plain.url);
      await chooseFamily(page, 'ket');
      await page.waitForSelector('text=Paskyras sukuria vairavimo mokykla');
      expect(await page.locator('[data-testid=signup-link]').count()).toBe(0);
      await page.goto(`${plain.url}/signup`);
      await page.waitForSelector('[data-testid=email-unavailable]');
      expect(await page.locator('form').count()).toBe(0);
      await context.close();
    } finally {
      await plain.stop();
    }
  });
});
