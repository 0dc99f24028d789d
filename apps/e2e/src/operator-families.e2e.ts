import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  chooseFamily,
  finishAndConfirm,
  questionNumber,
  signInWithAccount,
  tickedAnswers,
} from './support/flows';

interface FamilyCase {
  id: 'kodas' | 'tractor' | 'krautuvai' | 'hidro';
  questions: number;
  mode: 'multi' | 'single';
}

// Issue 4, second spec: each operator family's demo and a signed-in test to results with its key semantics
// (kodas: keys 1-5 toggle, several answers may be ticked; tractor, hidro, krautuvai: a key selects that one answer
// and clears the others).
const FAMILIES: FamilyCase[] = [
  { id: 'kodas', questions: 30, mode: 'multi' },
  { id: 'tractor', questions: 20, mode: 'single' },
  { id: 'krautuvai', questions: 20, mode: 'single' },
  { id: 'hidro', questions: 20, mode: 'single' },
];

/** Presses 1 then 2 on the current question and checks what stays ticked, then leaves it answered. */
async function checkKeySemantics(page: Page, mode: 'multi' | 'single'): Promise<void> {
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  const ticks = await tickedAnswers(page);
  if (mode === 'multi') expect(ticks.slice(0, 2)).toEqual([true, true]);
  else expect(ticks.slice(0, 2)).toEqual([false, true]);
  expect(ticks.filter(Boolean).length).toBe(mode === 'multi' ? 2 : 1);
}

describe('operator families', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('operator-families');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const family of FAMILIES) {
    it(`${family.id}: the demo runs without the server and scores locally`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(portal.url);
      await chooseFamily(page, family.id);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      });
      await page.click('.shell-btn--demo');
      await page.waitForURL((u) => u.pathname === `/testai-${family.id}`);
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      expect(await questionNumber(page)).toBe('Nr. 1/20');
      await checkKeySemantics(page, family.mode);
      await page.keyboard.press('ArrowRight');
      await answerWithKeys(page, 19, (i) => String((i % 3) + 1));
      await finishAndConfirm(page);
      expect(await page.locator('[data-testid=score]').innerText()).toMatch(/^\d+ iš 20$/);
      expect(apiCalls).toEqual([]);
      await context.close();
    });

    it(`${family.id}: a signed-in learner takes a test to its results`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(portal.url);
      await signInWithAccount(
        page,
        family.id,
        ACTIVE_LEARNER.username,
        ACTIVE_LEARNER.password,
        `/${family.id}`,
      );
      await page.waitForSelector('[data-testid=category-select]');
      await screenshot(page, `${family.id}-landing-lt`);
      await beginFirstCategory(page);
      if (await page.locator('[data-testid=resume]').count())
        await page.click('[data-testid=resume-continue]');
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      expect(new URL(page.url()).pathname).toBe(`/testai-${family.id}`);
      expect(new URL(page.url()).search).toBe('');
      expect(await questionNumber(page)).toBe(`Nr. 1/${family.questions}`);
      await checkKeySemantics(page, family.mode);
      // Walk every question, answering it and counting the '+2' badges (kodas draws 10 questions of weight 2).
      let badges = 0;
      for (let i = 0; i < family.questions; i++) {
        badges += await page.locator('[data-testid=weight-badge]:visible').count();
        if (i > 0) await page.keyboard.press(String((i % 2) + 1));
        await page.keyboard.press('ArrowRight');
      }
      expect(badges).toBe(family.id === 'kodas' ? 10 : 0);
      await screenshot(page, `${family.id}-test-lt`);
      await finishAndConfirm(page);
      expect(await page.locator('[data-testid=score]').innerText()).toMatch(
        new RegExp(`^\\d+ iš ${family.questions}$`),
      );
      if (family.id === 'kodas') {
        // Code 95: weighted points, 40 at most (second spec section 5).
        expect(await page.locator('[data-testid=points]').innerText()).toMatch(/iš 40/);
      }
      await screenshot(page, `${family.id}-results-lt`);
      await context.close();
    });
  }

  it('keeps each family signed in on its own (per-family storage)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'kodas', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/kodas');
    await page.waitForSelector('[data-testid=category-select]');
    // Signed in to kodas, not to tractor: its landing sends the visitor back to the login screen.
    await page.goto(`${portal.url}/tractor`);
    await page.waitForURL((u) => u.pathname === '/');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((k) => k.startsWith('kodas:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('tractor:'))).toBe(false);
    await context.close();
  });
});
