import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';

// (e) A family that the deployment does not offer is not on the login screen, and its API answers 404.
describe('families switched per deployment', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('disabled-family', { FAMILIES: 'ket,tractor' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('offers only the enabled families', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.waitForSelector('[data-family=ket]');
    expect(await page.locator('[data-family=kodas]').count()).toBe(0);
    expect(await page.locator('[data-family=hidro]').count()).toBe(0);
    expect(await page.locator('[data-family=krautuvai]').count()).toBe(0);
    const res = await fetch(`${portal.url}/api/kodas/categories`);
    expect(res.status).toBe(404);
    // Its routes do not exist in the shell either: /kodas goes back to the login screen.
    await page.goto(`${portal.url}/kodas`);
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});
