import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DemoSet,
  TestLoadResponse,
  TestQuestion,
  TestTextsRequest,
  TestTextsResponse,
} from '@portal/contracts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  finishAndConfirm,
  loginLanguage,
  questionNumber,
  runnerLanguage,
  signInWithAccount,
  tickedAnswers,
} from './support/flows';

// The built-in demo set is read as data (a test may not import another project's code).
const demoSet = JSON.parse(
  readFileSync(join(__dirname, '../../ket/src/demo/demo-set.json'), 'utf8'),
) as DemoSet;
const LANGS = ['lt', 'ru', 'en'] as const;
const headings = { lt: 'Prisijungimas', ru: 'Вход', en: 'Sign in' };

// (c) Language lt → ru → en on the login screen and mid-test (the demo, and a signed-in KET test: questions,
// answers, the screen's own labels, ticked answers kept); screenshots of the login, dashboard, test and
// results screens in each language (saved under e2e-output/).
describe('languages', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('languages');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('switches the login screen lt → ru → en at once', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.waitForSelector('#shell-login-heading');
    for (const language of LANGS) {
      await loginLanguage(page, language);
      expect(await page.locator('#shell-login-heading').innerText()).toBe(headings[language]);
    }
    await context.close();
  });

  it('switches the questions and answers mid-test (demo)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await page.click('.shell-btn--demo');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    const first = demoSet.questions[0];
    await page.waitForSelector(`text=${first.klausimas_lt.slice(0, 30)}`);
    for (const language of ['ru', 'en'] as const) {
      await page.click('[data-testid=grid-button]');
      await page.click('[data-testid=language]');
      await page
        .locator(`.ant-select-item-option[title="${{ ru: 'Русский', en: 'English' }[language]}"]`)
        .click();
      await page.click('[data-testid=drawer-close]');
      const text = language === 'ru' ? first.klausimas_ru : first.klausimas_en;
      await page.waitForSelector(`text=${text.slice(0, 30)}`);
      await page.waitForSelector(
        `text=${(language === 'ru' ? first.atsakymai_ru : first.atsakymai_en)[0].slice(0, 20)}`,
      );
    }
    await context.close();
  });

  it("switches a signed-in test lt → ru → en: texts, the screen's own labels, and the ticked answers stay", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await beginFirstCategory(page);
    // The other tests of this file finish their tests: this one starts a new attempt.
    expect(await page.locator('[data-testid=resume]').count()).toBe(0);
    // Odd questions get answer 1, even ones answer 2 (every question has two or more); the end button shows once
    // every question is ticked.
    await answerWithKeys(page, 30, (i) => String((i % 2) + 1));
    await page.keyboard.press('ArrowLeft');
    const questionText = () => page.locator('[data-testid=question-label]').locator('xpath=..').innerText();
    const expectedTicks = (n: number) => [0, 1].map((k) => k === (n - 1) % 2);
    const labels = {
      lt: { number: 'Nr. 29/30', finish: 'Baigti testą', saved: 'Išsaugota' },
      ru: { number: '№ 29/30', finish: 'Завершить тест', saved: 'Сохранено' },
      en: { number: 'No. 29/30', finish: 'Finish the test', saved: 'Saved' },
    };
    const seen = new Set<string>();
    for (const language of LANGS) {
      if (language !== 'lt') await runnerLanguage(page, language);
      expect(await questionNumber(page)).toBe(labels[language].number);
      expect((await page.locator('[data-testid=finish]:visible').innerText()).trim()).toBe(
        labels[language].finish,
      );
      const save = page.locator('[data-testid=save-state][data-state=saved]');
      await save.waitFor({ timeout: 30_000 });
      expect((await save.innerText()).trim()).toBe(labels[language].saved);
      // The question is shown in the new language; the answers ticked before the switch stay ticked.
      const text = await questionText();
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      if (language === 'ru') expect(text).toMatch(/[а-яё]/i);
      expect((await tickedAnswers(page)).slice(0, 2)).toEqual(expectedTicks(29));
      await page.keyboard.press('ArrowRight');
      expect((await tickedAnswers(page)).slice(0, 2)).toEqual(expectedTicks(30));
      await page.keyboard.press('ArrowLeft');
    }
    await screenshot(page, 'test-switched-en');
    // The test ends in English (and leaves no open attempt for the other tests).
    await finishAndConfirm(page);
    expect(await page.locator('[data-testid=score]').innerText()).toMatch(/^\d+ of 30$/);
    await context.close();
  });

  // Issue 30: the start answer holds the test's language only; another language is fetched when the learner
  // switches (tests/texts), and all the others with the test's other parts, so switching works offline too.
  it('a start holds only the test’s language; a switch mid-test fetches the other, and works offline after', async () => {
    const { context, page } = await newPage(browser);
    const texts: { languages: string[]; body: TestTextsResponse }[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/ket/tests/texts') && res.ok())
        void res.json().then((body: TestTextsResponse) =>
          texts.push({
            languages: (JSON.parse(res.request().postData() ?? '{}') as TestTextsRequest).languages,
            body,
          }),
        );
    });
    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/ket/tests') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await beginFirstCategory(page);
    const load = (await (await started).json()) as TestLoadResponse;
    // a start or a resume (the signed-in test above ended its own): either answer holds the test's language only
    if (await page.locator('[data-testid=resume]').count()) await page.click('[data-testid=resume-continue]');
    const questions = JSON.parse(load.questions) as TestQuestion[];
    for (const q of questions) {
      expect(
        Object.keys(q)
          .filter((k) => /^(klausimas|atsakymai)_/.test(k))
          .sort(),
      ).toEqual(['atsakymai_lt', 'klausimas_lt']);
    }
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    const shownText = async () =>
      (await page.locator('[data-testid=question-text]:visible').first().innerText()).trim();
    expect(await shownText()).toBe(questions[0].klausimas_lt?.trim());

    // At once: Russian is fetched on the switch (or was, with the rest, if the test's other parts loaded first),
    // then shown.
    await runnerLanguage(page, 'ru');
    for (let i = 0; i < 100 && !texts.some((t) => t.languages.includes('ru')); i++)
      await page.waitForTimeout(100);
    const russian = texts.find((t) => t.languages.includes('ru'))!;
    expect(texts[0]).toBe(russian);
    const first = russian.body.questions[0];
    expect(first.id).toBe(questions[0].id);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('[data-testid=question-text]')].some(
          (e) => e.textContent?.trim() === text,
        ),
      first.klausimas_ru?.trim(),
    );

    // The first answer is saved: the other languages come with the test's other parts; each language once.
    await page.keyboard.press('1');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 15_000 });
    const fetchedLanguages = () => texts.flatMap((t) => t.languages).sort();
    for (let i = 0; i < 100 && fetchedLanguages().length < 4; i++) await page.waitForTimeout(100);
    expect(fetchedLanguages()).toEqual(['en', 'pl', 'ru', 'uk']);
    // texts only: never the key, the ticks or anything else
    for (const { body } of texts)
      for (const q of body.questions)
        for (const k of Object.keys(q))
          expect(k).toMatch(/^(id|klausimas_(ru|en|uk|pl)|atsakymai_(ru|en|uk|pl))$/);

    // Offline, Polish shows from what was fetched.
    await context.setOffline(true);
    await runnerLanguage(page, 'pl');
    const polish = texts.find((t) => t.languages.includes('pl'))!.body.questions[0];
    expect(await shownText()).toBe(polish.klausimas_pl?.trim());
    await context.setOffline(false);

    // The test ends (the other tests start their own).
    await runnerLanguage(page, 'lt');
    // the first question is ticked already (a second '1' would untick it)
    await page.keyboard.press('ArrowRight');
    await answerWithKeys(page, questions.length - 1, () => '1');
    await finishAndConfirm(page);
    await context.close();
  });

  for (const language of LANGS) {
    it(`shows login, dashboard, test and results in ${language}`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(portal.url);
      await loginLanguage(page, language);
      await page.waitForSelector('#shell-login-heading');
      await screenshot(page, `login-${language}`);
      await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
      await page.waitForSelector('[data-testid=statistics]');
      await screenshot(page, `dashboard-${language}`);
      await beginFirstCategory(page);
      if (await page.locator('[data-testid=resume]').count())
        await page.click('[data-testid=resume-continue]');
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      await screenshot(page, `test-${language}`);
      await answerWithKeys(page, 30, (i) => String((i % 2) + 1));
      await finishAndConfirm(page);
      await page.waitForSelector('[data-testid=score-dialog] [data-chart]', { timeout: 30_000 });
      await screenshot(page, `results-${language}`);
      await page.click('[data-testid=review]');
      await screenshot(page, `review-${language}`);
      await context.close();
    });
  }
});
