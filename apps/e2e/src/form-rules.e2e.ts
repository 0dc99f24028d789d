import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { createLearner } from './support/api';
import { signInWithAccount } from './support/flows';

// Issue 25 item 11: the competition's birth date takes the registration form's mask and messages; the examiner's
// Start stays disabled while the birth date is impossible; the ordinary/hard switch does not look on when it is
// off; the registration form says why a date before 1900 is refused instead of calling it a format error.
describe('birth dates and switches on the learners\u2019 forms', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('form-rules');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('competition: masked birth date with the registration messages; the switch is grey when off', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/konkursas`);
    const date = page.locator('[data-testid=competition-birth-date]');
    await date.waitFor();
    await date.fill('19900506');
    expect(await date.inputValue()).toBe('1990-05-06');
    await date.fill('1990-5-6');
    expect(await date.inputValue()).toBe('1990-05-06');

    await page.fill('[data-testid=competition-name]', 'Jonas Petraitis');
    await date.fill('18500101');
    await page.click('[data-testid=competition-start]');
    expect(await page.locator('[data-testid=competition-problem]').innerText()).toBe(
      'Gimimo data negali būti ankstesnė nei 1900-01-01',
    );
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await date.fill(next.replace(/-/g, ''));
    await page.click('[data-testid=competition-start]');
    expect(await page.locator('[data-testid=competition-problem]').innerText()).toBe(
      'Gimimo data negali būti šiandien ar ateityje',
    );

    // Off is a neutral grey, on a colour: the two states do not look alike.
    const toggle = page.locator('[data-testid=difficulty-toggle]');
    const background = () => toggle.evaluate((e) => getComputedStyle(e).backgroundColor);
    const off = await background();
    const [r, g, b] = (off.match(/\d+/g) ?? []).map(Number);
    expect(r === g && g === b).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const on = (await background()).match(/\d+/g)!.map(Number);
    expect(on[0] === on[1] && on[1] === on[2]).toBe(false);
    await context.close();
  });

  it('examiner: Start stays disabled while the birth date is impossible', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/m`);
    await page.waitForSelector('[data-testid=examiner-start]');
    await page.click('[data-testid=examiner-mode]');
    await page.selectOption('[data-testid=examiner-topic]', '1');
    await page.selectOption('[data-testid=examiner-sub]', 'B');
    await page.fill('[data-testid=examiner-regnr]', 'E2E-1');
    const start = page.locator('[data-testid=examiner-start-button]');
    await page.fill('[data-testid=examiner-gdata]', '19900230');
    expect(await page.inputValue('[data-testid=examiner-gdata]')).toBe('1990-02-30');
    expect(await start.isDisabled()).toBe(true);
    await page.fill('[data-testid=examiner-gdata]', '18500101');
    expect(await start.isDisabled()).toBe(true);
    await page.fill('[data-testid=examiner-gdata]', '19900228');
    expect(await start.isEnabled()).toBe(true);
    await context.close();
  });

  it('registration: a date before 1900 is told so, not called a format error', async () => {
    await createLearner(portal.url, 'e2e-senas', 'senas-pass-1', 'Senas Senelis');
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', 'e2e-senas', 'senas-pass-1', '/home');
    await page.waitForSelector('[data-testid=registration-form]');
    await page.fill('[data-testid=reg-gdata]', '1850-01-01');
    await page.locator('[data-testid=reg-gdata]').blur();
    await page.waitForSelector('text=Gimimo data negali būti ankstesnė nei 1900-01-01');
    expect(await page.locator('text=Įveskite datą formatu YYYY-MM-DD').count()).toBe(0);
    await context.close();
  });
});
