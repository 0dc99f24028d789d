import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { LearnerOrder } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { apiJson, apiLogin } from './support/api';
import { chooseOption, signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';
import { startPaymentsStandIn } from './support/payments-stand-in';

// Issue 25 item 8: a learner who opened the portal at its other configured address (here `localhost` while
// PUBLIC_URL names 127.0.0.1; in production the www twin) comes back from the provider to that address, signed in,
// and sees the result; a cancel is recorded even when the page that comes back has no session.

describe('the payment return goes to the address the payment started from', () => {
  let portal: PortalServer;
  let browser: Browser;
  let standIn: ChildProcess;
  let other: string;

  beforeAll(async () => {
    const stand = await startPaymentsStandIn('payments-origin-stand-in');
    standIn = stand.process;
    portal = await startPortal('payments-origin', {
      ...stand.portalEnv,
      PORTAL_ADDRESSES: 'http://localhost:{port}',
    });
    other = portal.url.replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    standIn?.kill('SIGTERM');
  });

  /** From the landing's purchase dialog to the stand-in provider's page (7 days of KET). */
  async function toProvider(page: Page): Promise<void> {
    await page.click('[data-testid=purchase]');
    await chooseOption(page, '[data-testid=purchase-duration]', 2);
    await page.click('[data-testid=purchase-submit]');
    await page.waitForURL((u) => u.pathname === '/moketi');
    await page.waitForSelector('[data-testid=payment-price] >> text=6.00 EUR');
    await page
      .locator('[data-testid=payment-consent] input, input[data-testid=payment-consent]')
      .first()
      .check();
    await page.click('[data-testid=payment-submit]');
    await page.waitForSelector('[data-testid=standin-amount] >> text=6.00 EUR');
  }

  it('pays from the other address and comes back there signed in; a cancel is recorded without a session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(other);
    await signInWithAccount(page, 'ket', 'learner-active', 'learner-pass', '/home');
    await toProvider(page);
    await page.click('button[value=pay]');
    await page.waitForURL(
      (u) => u.origin === other && u.pathname === '/moketi' && u.searchParams.get('result') === 'accept',
    );
    // signed in there: the payment page shows the paid order
    await page.waitForSelector('[data-testid=payment-result]');
    await page.waitForSelector('[data-testid=payment-orders] button');

    // A second order, cancelled at the provider from a browser without the learner's session.
    await page.goto(`${other}/home`);
    await toProvider(page);
    const providerPage = page.url();
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(providerPage);
    await strangerPage.click('button[value=cancel]');
    await strangerPage.waitForURL(
      (u) => u.origin === other && u.pathname === '/moketi' && u.searchParams.get('result') === 'cancel',
    );
    await stranger.close();

    const token = await apiLogin(portal.url, 'learner-active', 'learner-pass');
    const { body: orders } = await apiJson<LearnerOrder[]>(portal.url, '/payments/orders', { token });
    expect(orders.map((o) => o.state).slice(0, 2)).toEqual(['cancelled', 'paid']);
    await context.close();
  });
});
