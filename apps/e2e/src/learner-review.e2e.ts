import type { Browser, Page } from 'playwright-core';
import type {
  AttemptPage,
  AttemptReview,
  Language,
  MyQuestionsResponse,
  Page as ListPage,
  StaffLearnerQuestion,
} from '@portal/contracts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, apiJson, apiLogin, STAFF } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  finishAndConfirm,
  loginLanguage,
  signInWithAccount,
} from './support/flows';

// Issue 13: after a test the learner goes home, opens the history and the review of the ended test (questions,
// ticks, key), asks staff from there; staff reply through the API; the landing shows the unread badge and the reply
// under "My questions", and opening it clears the badge. In Lithuanian (KET) and in English (tractor), by keyboard.

const CASES = [
  { family: 'ket', home: '/home', count: 30, language: 'lt', other: 'ru', explanations: true },
  { family: 'tractor', home: '/tractor', count: 20, language: 'en', other: 'lt', explanations: false },
] as const;

const LABELS = {
  lt: {
    history: 'Išspręsti testai',
    questions: 'Mano klausimai',
    yours: 'jūsų atsakymas',
    key: 'teisingas atsakymas',
  },
  en: { history: 'Past tests', questions: 'My questions', yours: 'your answer', key: 'correct answer' },
} as const;

/** Presses a control from the keyboard: focus it, then Enter. */
async function pressOn(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press('Enter');
}

describe('a learner reviews past tests and reads staff replies', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('learner-review');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const c of CASES) {
    it(`${c.family} in ${c.language}: history, review with ticks and key, a question, the reply and its badge`, async () => {
      const labels = LABELS[c.language];
      const { context, page } = await newPage(browser);
      await page.goto(portal.url);
      if (c.language !== 'lt') await loginLanguage(page, c.language);
      await signInWithAccount(page, c.family, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, c.home);

      // Take a test: the first answer of every question; end it and go home.
      await beginFirstCategory(page);
      await answerWithKeys(page, c.count, () => '1');
      await finishAndConfirm(page);
      await page.click('[data-testid=home]');
      await page.waitForURL((u) => u.pathname === c.home);

      // The history lists it; its review opens from the keyboard.
      await page.waitForSelector('[data-testid=history-open]');
      expect((await page.locator('[data-testid=history-open]').innerText()).trim()).toBe(labels.history);
      expect(await page.locator('[data-testid=unread-badge]').count()).toBe(0);
      await pressOn(page, '[data-testid=history-open]');
      await page.waitForSelector('[data-testid=attempt-row]');
      expect(await page.locator('[data-testid=attempt-row]').count()).toBe(1);
      await pressOn(page, '[data-testid=attempt-review-open]');
      await page.waitForSelector('[data-testid=attempt-review]');
      await screenshot(page, `learner-review-${c.family}-${c.language}`);

      // What the browser shows is the attempt's review: texts in the learner's language, ticks and key.
      const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
      const page1 = await apiJson<AttemptPage>(portal.url, `/${c.family}/attempts`, { token });
      const review = await apiJson<AttemptReview>(
        portal.url,
        `/${c.family}/attempts/${page1.body.items[0].id}/review`,
        {
          token,
        },
      );
      expect(review.status).toBe(200);
      const questions = page.locator('[data-testid=review-question]');
      expect(await questions.count()).toBe(c.count);
      const textOf = (i: number) =>
        questions.nth(i).locator('[data-testid=review-question-text]').innerText();
      expect(await textOf(0)).toBe(review.body.questions[0].text[c.language as Language]);
      for (const i of [0, 1, c.count - 1]) {
        const answers = questions.nth(i).locator('[data-testid=review-answer]');
        const q = review.body.questions[i];
        expect(await answers.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.ticked))).toEqual(
          q.ticks.map((f) => String(f === '1')),
        );
        expect(
          await answers.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.correct)),
        ).toEqual(q.key.map((f) => String(f === '1')));
      }
      expect(await questions.first().locator('[data-testid=mark-ticked]').innerText()).toContain(
        labels.yours,
      );
      expect(await page.locator('[data-testid=mark-correct]').count()).toBeGreaterThanOrEqual(c.count);
      expect(await page.locator('[data-testid=mark-correct]').first().innerText()).toContain(labels.key);
      expect(await page.locator('[data-testid=review-explanation]').count()).toBe(
        c.explanations ? c.count : 0,
      );

      // Switching the language switches the review; back again.
      await page.click(`[data-testid=review-language-${c.other}]`);
      await page.waitForFunction((l) => document.documentElement.lang === l, c.other);
      expect(await textOf(0)).toBe(review.body.questions[0].text[c.other]);
      await page.click(`[data-testid=review-language-${c.language}]`);
      await page.waitForFunction((l) => document.documentElement.lang === l, c.language);
      expect(await textOf(0)).toBe(review.body.questions[0].text[c.language as Language]);

      // Ask staff about the first question, from the review (keyboard: the field takes the focus).
      const asked = `Kodėl? (${c.family})`;
      await pressOn(page, '[data-testid=review-ask-open]');
      await page.waitForSelector('[data-testid=review-ask-text]:focus');
      await page.keyboard.type(asked);
      await pressOn(page, '[data-testid=review-ask-send]');
      await page.waitForSelector('[data-testid=review-asked]');
      expect(await page.locator('[data-testid=review-ask-open]').count()).toBe(0);

      // Staff reply through the API.
      const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
      const open = await apiJson<ListPage<StaffLearnerQuestion>>(
        portal.url,
        `/staff/questions?family=${c.family}&answered=false`,
        {
          token: staff,
        },
      );
      const item = open.body.items.find((q) => q.text === asked)!;
      expect(item).toBeDefined();
      const reply = `Atsakymas: žiūrėkite taisykles (${c.family}).`;
      expect(
        (
          await apiJson(portal.url, `/staff/questions/${item.id}/reply`, {
            token: staff,
            body: { text: reply },
          })
        ).status,
      ).toBe(200);

      // Home again: the badge shows one unread reply; My questions shows it, and opening it clears the badge.
      await page.reload();
      await page.waitForSelector('[data-testid=unread-badge]');
      expect((await page.locator('[data-testid=unread-badge]').innerText()).trim()).toBe('1');
      const button = page.locator('[data-testid=my-questions-open]');
      expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${labels.questions}, 1 `));
      await screenshot(page, `learner-review-badge-${c.family}-${c.language}`);
      await pressOn(page, '[data-testid=my-questions-open]');
      const mine = page.locator('[data-testid=my-question]');
      await mine.first().waitFor();
      expect(await mine.count()).toBe(1);
      expect(await mine.first().getAttribute('data-new')).toBe('true');
      expect(await mine.first().locator('[data-testid=my-question-text]').innerText()).toBe(asked);
      expect(await mine.first().locator('[data-testid=my-question-reply]').innerText()).toBe(reply);
      expect(await mine.first().locator('h3').innerText()).toContain(
        review.body.questions[0].text[c.language as Language],
      );
      await page.waitForSelector('[data-testid=unread-badge]', { state: 'detached' });
      const state = await apiJson<MyQuestionsResponse>(portal.url, `/${c.family}/my-questions`, { token });
      expect(state.body.unread).toBe(0);
      await page.reload();
      await page.waitForSelector('[data-testid=my-questions-open]');
      await page.waitForTimeout(500);
      expect(await page.locator('[data-testid=unread-badge]').count()).toBe(0);
      await context.close();
    });
  }
});
