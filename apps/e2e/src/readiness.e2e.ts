import type { Browser, Page } from 'playwright-core';
import type {
  Category,
  EndTestResponse,
  LearningSummary,
  StaffCalibration,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
import { ACTIVE_LEARNER, apiJson, apiLogin, STAFF } from './support/api';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, pageTrouble, PHONE_VIEWPORT, screenshot } from './support/browser';
import { loginLanguage, signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 27 in Chromium: after a mock test (taken through the API, so its chance is stored and calibrated), the
// landing's Learn card shows the chance to pass as a percentage and the ready state (what is missing) in lt, ru and
// en (chosen on the login screen), on a 360 px phone, axe clean; staff see the family's reliability chart with the
// tests behind its point, the Brier score, and the learner in the readiness list, axe clean.

/** The readiness panel's words per language (the panel's own strings, libs/family-kit/src/learning/i18n). */
const WORDS = {
  lt: { chance: 'Tikimybė išlaikyti egzaminą:', ready: 'Pasirengę.', notReady: 'Dar nepasirengę.' },
  ru: { chance: 'Шанс сдать экзамен:', ready: 'Готовы.', notReady: 'Пока не готовы.' },
  en: { chance: 'Chance to pass the exam:', ready: 'Ready.', notReady: 'Not ready yet.' },
} as const;

async function expectPhoneWidth(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_VIEWPORT.width) throw new Error(`${screen}: ${width} px wide on a 360 px phone`);
}

/**
 * The KET landing has no language select (its definition): the learner signs out, picks the language on the login
 * screen (the shell's LT / RU / EN) and signs in again.
 */
async function signInIn(page: Page, language: keyof typeof WORDS): Promise<void> {
  if (new URL(page.url()).pathname === '/home') {
    await page.click('[data-testid=logout]');
    await page.waitForSelector('#shell-login-heading');
  }
  await loginLanguage(page, language);
  await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
  await page.waitForSelector('[data-testid=learn-card] [data-testid=readiness]');
}

describe('readiness: the chance to pass on the landing, calibration and ready learners in the console', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('readiness', { FAMILIES: 'ket' });
    browser = await launchBrowser();
    // One mock test, ended: the chance stored at its start and its outcome make a point of the reliability chart.
    const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
    const categories = await apiJson<Category[]>(portal.url, '/ket/categories', { token });
    const kate = categories.body.find((c) => !c.disabled)!.value;
    const load = await apiJson<TestLoadResponse>(portal.url, '/ket/tests', {
      token,
      body: { kate, language: 'lt' },
    });
    expect(load.status).toBe(200);
    const questions = JSON.parse(load.body.questions) as TestQuestion[];
    const ch = questions.map((q) => q.atsakymai.map((_, i) => (i === 0 ? '1' : '0')));
    const end = await apiJson<EndTestResponse>(portal.url, '/ket/tests/end', {
      token,
      body: { ch, test: load.body.jwt },
    });
    expect(end.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows the chance and the ready state in lt, ru and en on a phone, axe clean', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    try {
      const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
      const summary = await apiJson<LearningSummary>(portal.url, '/ket/learning', { token });
      expect(summary.status).toBe(200);
      expect(summary.body.recentMocks.count).toBeGreaterThanOrEqual(1);
      // "63 %" with a no-break space (\s matches it)
      const percent = new RegExp(`\\b${Math.round(summary.body.passChance * 100)}\\s%`);

      await page.goto(portal.url);
      await page.waitForSelector('#shell-login-heading');
      for (const language of ['lt', 'ru', 'en'] as const) {
        await signInIn(page, language);
        const words = WORDS[language];
        const chance = page.locator('[data-testid=readiness-chance]');
        await page.waitForFunction(
          (text) => document.querySelector('[data-testid=readiness-chance]')?.textContent?.includes(text),
          words.chance,
        );
        expect(await chance.innerText()).toMatch(percent);
        const state = page.locator('[data-testid=readiness-state]');
        expect(await state.getAttribute('role')).toBe('status');
        const stateText = await state.innerText();
        if (summary.body.ready) expect(stateText).toContain(words.ready);
        else {
          expect(stateText).toContain(words.notReady);
          const missing = await state
            .locator('li')
            .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.condition));
          expect(missing).toEqual(summary.body.readyMissing);
        }
        await expectPhoneWidth(page, `landing with the readiness panel (${language})`);
        await page.locator('[data-testid=readiness]').scrollIntoViewIfNeeded();
        await screenshot(page, `readiness-landing-${language}-phone`);
      }
      await expectNoSeriousA11y(page, 'landing with the readiness panel');

      // The next step is a button that starts it: a practice or review session opens on the practice route, a mock
      // test in the runner.
      const next = page.locator('[data-testid=readiness-next]');
      if (await next.isEnabled()) {
        const action = await next.getAttribute('data-action');
        await next.click();
        if (action === 'mock') await page.waitForSelector('[data-testid=runner]');
        else await page.waitForURL((u) => u.pathname === '/mokytis-ket');
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage trouble:\n${pageTrouble(page).join('\n')}`);
    } finally {
      await context.close();
    }
  });

  it('shows staff the reliability chart, the Brier score and the learner in the readiness list, axe clean', async () => {
    const { context, page } = await newPage(browser);
    try {
      const token = await apiLogin(portal.url, STAFF.username, STAFF.password);
      const calibration = await apiJson<StaffCalibration>(portal.url, '/staff/ket/calibration', { token });
      expect(calibration.status).toBe(200);
      expect(calibration.body.tests).toBeGreaterThanOrEqual(1);

      await page.goto(`${portal.url}/staff`);
      await page.waitForSelector('[data-testid=staff-sign-in]');
      await page.fill('[data-testid=staff-username]', STAFF.username);
      await page.fill('[data-testid=staff-password]', STAFF.password);
      await page.click('[data-testid=staff-sign-in-submit]');
      await page.click('[data-testid=tab-statistics]');
      await page.waitForSelector('[data-testid=readiness-section]');

      // a point per tenth with tests, labelled with its number; the same figures in the table
      const points = page.locator('[data-testid=reliability-point]');
      await points.first().waitFor();
      const shown = await points.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tests'))));
      expect(shown.reduce((a, b) => a + b, 0)).toBe(calibration.body.tests);
      expect(await page.locator('[data-testid=readiness-brier]').innerText()).toContain('Brier');

      // the learner read the Learn card: in the list of all learners with their chance and state
      await page.locator('[data-testid=readiness-section] .ant-segmented-item', { hasText: 'Visi' }).click();
      await page
        .locator('[data-testid=readiness-learners] tbody tr', { hasText: ACTIVE_LEARNER.username })
        .waitFor();
      expect(await page.locator('[data-testid=readiness-counts]').innerText()).toMatch(
        /Mokinių su tikimybe: \d+/,
      );
      await page.locator('[data-testid=readiness-section]').scrollIntoViewIfNeeded();
      await screenshot(page, 'readiness-staff');
      await expectNoSeriousA11y(page, 'staff statistics with readiness');

      // On a 360 px phone the section fits its width: the chart shrinks, the tables scroll inside themselves.
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.waitForTimeout(300);
      const overflow = await page
        .locator('[data-testid=readiness-section]')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'readiness-staff-phone');
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage trouble:\n${pageTrouble(page).join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
