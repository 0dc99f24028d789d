import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11y } from './support/a11y';
import { ACTIVE_LEARNER, STAFF } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 29: a learner downloads their data and asks for (then cancels) their account's erasure from the landing's
// "My data" dialog; staff start a backup and see it and the erasure request in "Backups and data".
describe('my data and the staff backups tab', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('my-data', { BACKUP_DIR: join(process.cwd(), 'tmp/e2e/my-data/backups') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('downloads the data, asks for erasure and cancels it; staff back up and see the request', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await page.click('[data-testid=my-data-open]');
    await page.waitForSelector('[data-testid=my-data-dialog]');
    await expectNoSeriousA11y(page, 'my data dialog');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=my-data-json]'),
    ]);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      sections: Record<string, { username?: string }[]>;
    };
    expect(data.sections.account[0].username).toBe(ACTIVE_LEARNER.username);

    await page.click('[data-testid=my-data-delete]');
    await page.click('[data-testid=my-data-confirm]');
    await page.waitForSelector('[data-testid=my-data-pending]');
    await page.click('[data-testid=my-data-cancel]');
    await page.waitForSelector('[data-testid=my-data-delete]');
    await page.click('[data-testid=my-data-delete]');
    await page.click('[data-testid=my-data-confirm]');
    await page.waitForSelector('[data-testid=my-data-pending]');

    const staff = await browser.newContext();
    const console = await staff.newPage();
    await console.goto(`${portal.url}/staff`);
    await console.fill('[data-testid=staff-username]', STAFF.username);
    await console.fill('[data-testid=staff-password]', STAFF.password);
    await console.click('[data-testid=staff-sign-in-submit]');
    await console.click('[data-testid=tab-operations]');
    await console.waitForSelector('[data-testid=backup-start]');
    await console.waitForSelector('[data-testid^=erasure-state-]');
    expect(await console.locator('[data-testid^=erasure-state-]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
    await console.click('[data-testid=backup-start]');
    // Listed as running, then done (the list polls).
    await console.waitForSelector('[data-testid^=backup-outcome-]:has-text("padaryta")', { timeout: 30_000 });
    await console.mouse.move(0, 0); // not hovering the button just pressed
    await expectNoSeriousA11y(console, 'staff backups tab');
    await staff.close();
    await context.close();
  });
});
