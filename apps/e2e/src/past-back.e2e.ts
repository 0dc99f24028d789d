import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { QuestionBank, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { launchBrowser, newPage } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER } from './support/api';
import {
  beginFirstCategory,
  finishAndConfirm,
  nextQuestion,
  questionNumber,
  signInWithAccount,
} from './support/flows';

/** The sample KET bank (read as data), to know which shown answer of a question is right. */
const bank = JSON.parse(
  readFileSync(join(__dirname, '../../api/src/seed/banks/ket.json'), 'utf8'),
) as QuestionBank;

/**
 * The 1-based keys that answer a shown question rightly (every right answer: a KET question may have several), or
 * with `right` false, one wrong answer's key.
 */
function keysOf(question: TestQuestion, right: boolean): string[] {
  const source = bank.questions.find((q) => q.text.lt === question.klausimas_lt);
  if (!source) throw new Error(`question not in the sample bank: ${question.klausimas_lt}`);
  const rightTexts = new Set(source.correct.map((i) => source.answers[i].lt));
  const keys = question.atsakymai.flatMap((a, i) => (rightTexts.has(a) === right ? [String(i + 1)] : []));
  return right ? keys : keys.slice(0, 1);
}

// Issue 25 item 9: "Klaidų peržiūra" opens the first mistake, not question 1; and the browser's Back from a past
// test's review or from "My questions" closes that panel and stays on the landing (each panel is a history entry)
// instead of leaving the portal.
describe('past tests, the review of mistakes and the Back button', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('past-back');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('opens the first mistake, and Back closes the review and "My questions" on the landing', async () => {
    const { context, page } = await newPage(browser);
    let load: TestLoadResponse | null = null;
    page.on('response', async (res) => {
      if (res.url().endsWith('/api/ket/tests') && res.request().method() === 'POST' && res.ok()) {
        load = (await res.json()) as TestLoadResponse;
      }
    });
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    const questions = JSON.parse((load as TestLoadResponse | null)?.questions ?? '[]') as TestQuestion[];
    expect(questions.length).toBe(30);

    // Questions 1 and 2 right, 3 wrong, the rest whatever the first answer is.
    for (const [i, q] of questions.entries()) {
      for (const key of i < 2 ? keysOf(q, true) : i === 2 ? keysOf(q, false) : ['1'])
        await page.keyboard.press(key);
      await nextQuestion(page);
    }
    await finishAndConfirm(page);
    await page.click('[data-testid=review]');
    await page.waitForSelector('[data-testid=score-dialog]', { state: 'hidden' });
    expect(await questionNumber(page)).toMatch(/\b3\s*\/\s*30/);

    // The landing opened afresh (a new tab: its history starts at the landing).
    const landing = await context.newPage();
    await landing.goto(`${portal.url}/home`);
    await landing.waitForSelector('[data-testid=history-open]');
    await landing.click('[data-testid=history-open]');
    await landing.waitForSelector('[data-testid=attempt-row]');
    await landing.click('[data-testid=attempt-review-open]');
    await landing.waitForSelector('[data-testid=attempt-review]');

    // Back: the review closes, the list of past tests is there again; Back again closes the list.
    await landing.goBack();
    await landing.waitForSelector('[data-testid=attempt-row]');
    expect(new URL(landing.url()).pathname).toBe('/home');
    expect(await landing.locator('[data-testid=attempt-review]').count()).toBe(0);
    await landing.goBack();
    await landing.waitForSelector('[data-testid=attempt-row]', { state: 'detached' });
    expect(new URL(landing.url()).pathname).toBe('/home');
    await landing.waitForSelector('[data-testid=history-open]');

    // "My questions": Back closes it and stays on the landing.
    await landing.click('[data-testid=my-questions-open]');
    await landing.waitForSelector('#learner-past-panel');
    await landing.goBack();
    await landing.waitForSelector('#learner-past-panel', { state: 'detached' });
    expect(new URL(landing.url()).pathname).toBe('/home');
    await landing.waitForSelector('[data-testid=my-questions-open]');
    await context.close();
  });
});
