import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseOption, signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';
import { startPaymentsStandIn } from './support/payments-stand-in';

// Issue 10: a learner buys 7 days of KET through the local stand-in provider (signed request, Pay, signed
// callback, back to /moketi) and the dashboard shows the end date moved by 7 days.

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('payments', () => {
  let portal: PortalServer;
  let browser: Browser;
  let standIn: ChildProcess;

  beforeAll(async () => {
    const stand = await startPaymentsStandIn('payments-stand-in');
    standIn = stand.process;
    portal = await startPortal('payments', { ...stand.portalEnv });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    standIn?.kill('SIGTERM');
  });

  it('a learner buys 7 days of KET through the provider and the dashboard shows the new end date', async () => {
    const { page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', 'learner-active', 'learner-pass', '/home');
    const before = (await page.locator('[data-testid=valid-to]').innerText()).trim();

    // the landing's purchase dialog leads to /moketi with KET and the duration chosen
    await page.click('[data-testid=purchase]');
    await chooseOption(page, '[data-testid=purchase-duration]', 2);
    await page.click('[data-testid=purchase-submit]');
    await page.waitForURL((u) => u.pathname === '/moketi');
    await page.waitForSelector('[data-testid=payment-family]');
    expect(await page.locator('[data-testid=payment-family]').inputValue()).toBe('ket');
    expect(await page.locator('[data-testid=payment-duration]').inputValue()).toBe('7d');
    await page.waitForSelector('[data-testid=payment-price] >> text=6.00 EUR');
    await expectNoSeriousA11y(page, 'payment page');

    // the consent box starts unticked and is needed
    const consent = page.locator('[data-testid=payment-consent] input, input[data-testid=payment-consent]');
    expect(await consent.first().isChecked()).toBe(false);
    await page.click('[data-testid=payment-submit]');
    await page.waitForSelector('text=pažymėkite sutikimą');
    await consent.first().check();
    await page.click('[data-testid=payment-submit]');

    // the stand-in provider's page, then back with the order paid
    await page.waitForSelector('[data-testid=standin-amount] >> text=6.00 EUR');
    await page.click('button[value=pay]');
    await page.waitForURL((u) => u.pathname === '/moketi' && u.searchParams.get('result') === 'accept');
    const expected = addDays(before, 7);
    await page.waitForSelector(`[data-testid=payment-result] >> text=${expected}`);
    await screenshot(page, 'payment-paid');

    // the order's printable receipt: number, seller, amount
    await page.click('[data-testid=payment-orders] button');
    await page.waitForSelector('[data-testid=receipt] >> text=6.00 EUR');
    const receipt = await page.getByRole('dialog').innerText();
    expect(receipt).toMatch(/Kvitas Nr\. \d+[\s\S]*Pardavėjas/);
    // the number once, and the duration in the receipt line's case (issue 25, item 15)
    expect(receipt.match(/Kvitas Nr\./g)).toHaveLength(1);
    expect(receipt).toContain('7 dienų prieiga');
    await page.keyboard.press('Escape');

    await page.click('[data-testid=payment-back]');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.waitForSelector(`[data-testid=valid-to] >> text=${expected}`);
  });
});
