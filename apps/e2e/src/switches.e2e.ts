import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage } from './support/browser';
import { STAFF } from './support/api';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 9, deployment switches: staff switch a family off in the console; the login screen no longer offers it and
// its API answers 404; switched on again, it is back. No restart. The Contests tab lists the sample contest.
describe('deployment switches in the staff console', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('switches');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function toggleKodas(page: Page, expected: 'true' | 'false'): Promise<void> {
    const toggle = page.locator('[data-testid=switch-kodas]');
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.waitForSelector(`[data-testid=switch-kodas][aria-checked=${expected}]:not([disabled])`);
  }

  it('a family switched off leaves the login screen and its API; switched on, it is back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.fill('[data-testid=staff-username]', STAFF.username);
    await page.fill('[data-testid=staff-password]', STAFF.password);
    await page.click('[data-testid=staff-sign-in-submit]');
    await page.click('[data-testid=tab-switches]');
    await page.waitForSelector('[data-testid=switch-kodas][aria-checked=true]');
    await expectNoSeriousA11y(page, 'staff switches tab');

    await toggleKodas(page, 'false');
    expect(await page.locator('[data-testid=switch-changed-kodas]').innerText()).toContain(',');
    const learner = await browser.newContext();
    const login = await learner.newPage();
    await login.goto(portal.url);
    await login.waitForSelector('[data-family=ket]');
    expect(await login.locator('[data-family=kodas]').count()).toBe(0);
    expect((await fetch(`${portal.url}/api/kodas/categories`)).status).toBe(404);

    await toggleKodas(page, 'true');
    await login.reload();
    await login.waitForSelector('[data-family=kodas]');
    expect((await fetch(`${portal.url}/api/kodas/categories`)).status).toBe(401);
    await learner.close();

    // The Contests tab lists the seeded sample contest, open.
    await page.click('[data-testid=tab-contests]');
    await page.waitForSelector('[data-testid=contest-row-title]');
    expect(await page.locator('[data-testid=contest-row-title]').first().innerText()).toContain('konkursas');
    await page.waitForSelector('[data-testid=contest-close]');
    await expectNoSeriousA11y(page, 'staff contests tab');
    // A new contest from the dialog: its sets are drawn at once, and it waits as a draft.
    await page.click('[data-testid=contest-new]');
    await page.fill('[data-testid=contest-title-lt]', 'Rudens konkursas');
    await page.fill('[data-testid=contest-title-ru]', 'Осенний конкурс');
    await page.fill('[data-testid=contest-title-en]', 'Autumn contest');
    await page.click('[data-testid=contest-category]');
    await page.locator('.ant-select-item-option:visible').first().click();
    await page.click('[data-testid=contest-create]');
    await page.waitForSelector('[data-testid=contest-row-title]:has-text("Rudens konkursas")');
    await context.close();
  });
});
