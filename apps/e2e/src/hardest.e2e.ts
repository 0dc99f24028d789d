import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageTrouble, PHONE_VIEWPORT, screenshot } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 27 item 4: the public page of a family's hardest questions, opened without signing in on a 360 px phone, in
// Lithuanian and English: the questions with their keys, the sign-in link instead of the practise button, nothing
// wider than the phone, and axe finds nothing serious. The per-question counts are written into the portal's
// database beside the browser (their movement with each recorded answer is the API int-spec's subject): three
// questions over the privacy floor, one under it.

const root = join(__dirname, '../../..');

/** The few members of better-sqlite3 used here (it ships no types and @types/better-sqlite3 is not installed). */
interface Sqlite {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; run(...params: unknown[]): unknown };
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped module, typed just above
const Database = require('better-sqlite3') as new (file: string) => Sqlite;

describe('the hardest questions, public', () => {
  let portal: PortalServer;
  let browser: Browser;
  let listed: number[];

  beforeAll(async () => {
    portal = await startPortal('hardest', { FAMILIES: 'ket' });
    browser = await launchBrowser();
    const db = new Database(join(root, 'tmp/e2e/hardest/portal.sqlite'));
    try {
      const ids = (
        db
          .prepare("SELECT id FROM questions WHERE family = 'ket' AND retired_at IS NULL ORDER BY id LIMIT 4")
          .all() as {
          id: number;
        }[]
      ).map((r) => r.id);
      const insert = db.prepare(
        "INSERT INTO question_facility (question_id, family, attempts, right_answers, learners) VALUES (?, 'ket', ?, ?, ?)",
      );
      insert.run(ids[0], 40, 4, 25);
      insert.run(ids[1], 60, 20, 30);
      insert.run(ids[2], 30, 15, 20);
      insert.run(ids[3], 100, 0, 19); // under the floor: 19 learners
      listed = ids.slice(0, 3);
    } finally {
      db.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('opens without sign-in on a phone, lists the questions with their keys, and passes axe', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    try {
      await page.goto(`${portal.url}/sunkiausi/ket?language=lt`);
      const items = page.locator('[data-testid=hardest-list] > li');
      await items.first().waitFor();
      expect(await items.count()).toBe(3);
      expect(await page.locator('h1').innerText()).toContain('Sunkiausi klausimai');
      // the hardest first: 4 of 40 right
      const first = await items.first().getAttribute('aria-labelledby');
      expect(first).toBe(`hardest-q-${listed[0]}`);
      expect(await items.first().locator('.hardest-answer--right').count()).toBeGreaterThan(0);
      await page.locator('[data-testid=hardest-sign-in]').waitFor();
      expect(await page.locator('[data-testid=hardest-practise]').count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await expectNoSeriousA11y(page, 'hardest questions (lt, phone)');
      await screenshot(page, 'hardest-lt-phone');

      await page.goto(`${portal.url}/sunkiausi/ket?language=en`);
      await page.locator('h1', { hasText: 'Hardest questions' }).waitFor();
      await items.first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
      await expectNoSeriousA11y(page, 'hardest questions (en, phone)');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${pageTrouble(page).join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
