import type { Browser, Page } from 'playwright-core';
import { ACTIVE_LEARNER } from './support/api';
import { launchBrowser, newPage, PHONE_VIEWPORT, screenshot } from './support/browser';
import {
  answerWithKeys,
  beginFirstCategory,
  finishAndConfirm,
  loginLanguage,
  questionNumber,
  signInWithAccount,
} from './support/flows';
import { clickClosingButton, settleMotion } from './support/motion';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 13 item 7: every learner screen is usable on a 360 x 740 touch phone in all three languages: no
// horizontal scroll on the login screen, the landing, the runner and the results; the answers and the navigation
// are reachable and big enough to touch; a swipe moves between questions; the drawer's flag for later fits.

/** The page is no wider than the phone (nothing scrolls sideways). */
async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_VIEWPORT.width) {
    // name the widest elements, so the failure says what to fix
    const wide = await page.evaluate((limit) => {
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((e) => e.getBoundingClientRect().right > limit + 1)
        .slice(0, 5)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${e.className} right=${Math.round(e.getBoundingClientRect().right)}`,
        );
    }, PHONE_VIEWPORT.width);
    throw new Error(
      `${screen}: page is ${width} px wide on a ${PHONE_VIEWPORT.width} px phone:\n${wide.join('\n')}`,
    );
  }
}

/** A control is inside the screen's width and at least 40 px tall, so a thumb can hit it. */
async function expectTouchable(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
}

/** A horizontal swipe over the question (pointer events from a touch). */
async function swipe(page: Page, direction: 'left' | 'right'): Promise<void> {
  const box = (await page.locator('main').first().boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 200);
  const [from, to] = direction === 'left' ? [300, 40] : [40, 300];
  const client = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y }];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 5; i++)
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((to - from) * i) / 5),
    });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

describe('a learner on a 360 px phone', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('phone');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const language of ['lt', 'ru', 'en'] as const) {
    it(`login, landing, runner and results fit the phone in ${language}`, async () => {
      const { context, page } = await newPage(browser, { phone: true });
      await page.goto(portal.url);
      if (language !== 'lt') await loginLanguage(page, language);
      await page.waitForSelector('form.shell-form');
      await expectNoHorizontalScroll(page, 'login');
      await expectTouchable(page, 'form.shell-form button[type=submit]');
      await screenshot(page, `phone-login-${language}`);

      await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
      await page.waitForSelector('[data-testid=category-select]');
      await expectNoHorizontalScroll(page, 'landing');
      await expectTouchable(page, '[data-testid=begin]');
      await screenshot(page, `phone-landing-${language}`);

      await beginFirstCategory(page);
      await expectNoHorizontalScroll(page, 'runner');
      for (const control of ['[data-testid=prev]', '[data-testid=next]', '[data-testid=grid-button]'])
        await expectTouchable(page, control);
      // the answer's whole row (its label) takes the touch, not only the 16 px box
      await expectTouchable(page, '.ant-checkbox-wrapper:has([data-testid=answer]):visible');
      // a tap ticks the second answer (the keys below tick the first of every question)
      await page.locator('.ant-checkbox-wrapper:has([data-testid=answer]):visible').nth(1).tap();
      await page.waitForFunction(
        () =>
          (document.querySelectorAll('[data-testid=answer]')[1] as HTMLInputElement | undefined)?.checked ===
          true,
      );
      await screenshot(page, `phone-runner-${language}`);
      // Flag for later (issue 26): the drawer's button fits the phone and a thumb; the flagged question is marked.
      await page.tap('[data-testid=grid-button]');
      await page.waitForSelector('[data-testid=flag-question]');
      await settleMotion(page);
      await expectTouchable(page, '[data-testid=flag-question]');
      await page.tap('[data-testid=flag-question]');
      await page.waitForSelector('[data-testid=grid-cell][data-flagged=true]');
      expect(await page.getAttribute('[data-testid=flag-question]', 'aria-pressed')).toBe('true');
      await expectNoHorizontalScroll(page, 'drawer');
      await screenshot(page, `phone-drawer-flagged-${language}`);
      await clickClosingButton(page, '[data-testid=drawer-close]');
      // a swipe to the left shows the next question, to the right the previous one
      await swipe(page, 'left');
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=question-number]')?.textContent?.match(/\b2\/\d+/),
      );
      await swipe(page, 'right');
      expect(await questionNumber(page)).toMatch(/\b1\/\d+/);

      const total = Number(/\/(\d+)/.exec(await questionNumber(page))![1]);
      await answerWithKeys(page, total, () => '1');
      await finishAndConfirm(page);
      await expectNoHorizontalScroll(page, 'score dialog');
      await screenshot(page, `phone-score-${language}`);
      await page.click('[data-testid=review]');
      await page.waitForSelector('[data-testid=score-dialog]', { state: 'hidden' });
      await expectNoHorizontalScroll(page, 'results');
      await screenshot(page, `phone-results-${language}`);
      await context.close();
    });
  }
});
