import type { Browser, Page } from 'playwright-core';
import type { LearningSummary } from '@portal/contracts';
import { ACTIVE_LEARNER, apiJson, apiLogin } from './support/api';
import { launchBrowser, newPage, pageTrouble, PHONE_VIEWPORT, screenshot } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';
import { signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 26 ("Learn, not only test"), on a 360 px phone in Lithuanian: the landing's Learn card, practice of one
// topic with a wrong answer, that question among today's reviews (FSRS shows a failed card again a minute later:
// the API's test clock, TEST_CLOCK_CONTROL, is moved two minutes on instead of waiting), answered right in the
// review, and the topic's bar moved; axe finds nothing serious on the card, the chooser, the settings or the practice
// screen.

/** FSRS's first learning step after a wrong answer is 1 min: the API's clock goes this far ahead. */
const DUE_AFTER_MS = 2 * 60_000;

async function topicPercent(page: Page, topic: string): Promise<number> {
  const bar = page.locator(`[data-testid=learn-topic][data-topic="${topic}"] [data-testid=learn-topic-bar]`);
  await bar.waitFor();
  return Number(await bar.getAttribute('data-percent'));
}

async function dueCount(page: Page): Promise<number> {
  const due = page.locator('[data-testid=learn-due]');
  await due.waitFor();
  return Number(await due.getAttribute('data-due'));
}

async function expectPhoneWidth(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_VIEWPORT.width) throw new Error(`${screen}: ${width} px wide on a 360 px phone`);
}

/** The answers' marks once checked: which are the key ('correct-ticked' / 'correct-missed'). */
async function keyOfShown(page: Page): Promise<boolean[]> {
  return page
    .locator('[data-testid=answer]')
    .evaluateAll((els) => els.map((e) => ((e as HTMLElement).dataset.mark ?? '').startsWith('correct')));
}

describe('learning: practice, today’s reviews, the Learn card', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('learning', { FAMILIES: 'ket', TEST_CLOCK_CONTROL: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('practises a topic, gets one wrong, reviews it right today, and the topic bar moves', async () => {
    const { context, page } = await newPage(browser, { phone: true });
    try {
      // the topic with the most questions in the learner's bank (read beside the browser)
      const token = await apiLogin(portal.url, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
      const summary = await apiJson<LearningSummary>(portal.url, '/ket/learning', { token });
      expect(summary.status).toBe(200);
      const topic = [...summary.body.topics].sort((a, b) => b.questions - a.questions)[0];
      expect(topic.questions).toBeGreaterThan(0);

      await page.goto(portal.url);
      await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
      await page.waitForSelector('[data-testid=learn-card] [data-testid=learn-topics]');
      const before = await topicPercent(page, topic.id);
      expect(await page.locator('[data-testid=learn-card]').innerText()).toContain('Mokytis');
      await expectPhoneWidth(page, 'landing with the Learn card');
      await expectNoSeriousA11y(page, 'landing with the Learn card');

      // Practise the topic: the chooser, the topic, Start.
      await page.click('[data-testid=learn-practise]');
      await page.click('[data-testid=learn-source-topics]');
      await page.check(`[data-testid=learn-topic-choice][value="${topic.id}"]`);
      await expectPhoneWidth(page, 'Learn card with the chooser');
      await expectNoSeriousA11y(page, 'Learn card with the practice chooser');
      await page.click('[data-testid=learn-start]');
      await page.waitForURL((u) => u.pathname === '/mokytis-ket');
      await page.waitForSelector('[data-testid=practice][data-phase=running]');
      expect(await page.locator('[data-testid=practice-header]').innerText()).toContain('Be laiko');
      await expectPhoneWidth(page, 'practice');
      await expectNoSeriousA11y(page, 'practice screen');
      await screenshot(page, 'learning-practice-phone');

      // Get one wrong: every answer ticked (by keys 1..n) is wrong unless all of them are the key; then next.
      let wrongText = '';
      let wrongKey: boolean[] = [];
      for (let i = 0; i < 10 && !wrongText; i++) {
        const text = await page.locator('[data-testid=question-text]').innerText();
        const count = await page.locator('[data-testid=answer]').count();
        for (let a = 1; a <= Math.min(count, 5); a++) await page.keyboard.press(String(a));
        await page.click('[data-testid=practice-check]');
        const verdict = page.locator('[data-testid=practice-verdict]');
        await verdict.waitFor();
        if ((await verdict.getAttribute('data-correct')) === 'false') {
          wrongText = text;
          wrongKey = await keyOfShown(page);
          expect(await verdict.innerText()).toContain('Neteisingai');
          await expectNoSeriousA11y(page, 'practice screen, a checked answer');
          await screenshot(page, 'learning-practice-wrong-phone');
        } else await page.click('[data-testid=practice-next]');
      }
      expect(wrongText).not.toBe('');
      expect(wrongKey.some(Boolean)).toBe(true);

      // Stop: back on the landing; the failed question comes back within minutes, among today's reviews.
      await page.click('[data-testid=practice-stop]');
      await page.waitForURL((u) => u.pathname === '/home');
      const moved = await apiJson<{ now: number }>(portal.url, '/test/clock', {
        method: 'PUT',
        body: { at: Date.now() + DUE_AFTER_MS },
      });
      expect(moved.status).toBe(200);
      await page.reload();
      expect(await dueCount(page)).toBeGreaterThanOrEqual(1);
      expect(await page.locator('[data-testid=learn-review]').isEnabled()).toBe(true);

      // Review: the failed question, answered right this time (its key, ticked by keys).
      await page.click('[data-testid=learn-review]');
      await page.waitForSelector('[data-testid=practice][data-phase=running]');
      expect(await page.locator('[data-testid=practice-header]').innerText()).toContain('Kartojimas');
      let answered = false;
      const total = await page.locator('[data-testid=practice-progress]').innerText();
      const reviewCount = Number(/(\d+)\s*$/.exec(total)?.[1] ?? 1);
      for (let i = 0; i < reviewCount; i++) {
        const text = await page.locator('[data-testid=question-text]').innerText();
        if (text === wrongText) {
          for (const [a, on] of wrongKey.entries()) if (on) await page.keyboard.press(String(a + 1));
        } else await page.keyboard.press('1');
        // by keyboard: Enter on Check; the same button, now Next, keeps the focus for the next Enter
        await page.focus('[data-testid=practice-check]');
        await page.keyboard.press('Enter');
        const verdict = page.locator('[data-testid=practice-verdict]');
        await verdict.waitFor();
        if (text === wrongText) {
          expect(await verdict.getAttribute('data-correct')).toBe('true');
          answered = true;
        }
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'practice-next',
        );
        await page.keyboard.press('Enter');
      }
      expect(answered).toBe(true);
      await page.waitForSelector('[data-testid=practice][data-phase=done]');

      // Home: the topic's bar has moved.
      await page.click('[data-testid=practice-home]');
      await page.waitForURL((u) => u.pathname === '/home');
      await page.waitForSelector('[data-testid=learn-card] [data-testid=learn-topics]');
      expect(await topicPercent(page, topic.id)).toBeGreaterThan(before);

      // The exam date and the daily cap: a date 30 days ahead saved, shown on the card.
      const examDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await page.click('[data-testid=learn-settings-open]');
      await page.fill('[data-testid=learn-exam-date]', examDate);
      await page.fill('[data-testid=learn-daily-cap]', '30');
      await page.click('[data-testid=learn-save]');
      await page.waitForSelector('[data-testid=learn-saved]:has-text("Išsaugota.")');
      await page.waitForSelector(`[data-testid=learn-exam-date-shown]:has-text("${examDate}")`);
      await expectPhoneWidth(page, 'Learn card with the settings');
      await expectNoSeriousA11y(page, 'Learn card with the settings form');
      await page.locator('[data-testid=learn-card]').scrollIntoViewIfNeeded();
      await screenshot(page, 'learning-landing-after-phone');
    } catch (error) {
      throw new Error(`${(error as Error).message}\npage trouble:\n${pageTrouble(page).join('\n')}`);
    } finally {
      await context.close();
    }
  }, 240_000);
});
