import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoSet, QuestionBank } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { pageTrouble } from './browser';
import { clickClosingButton } from './motion';

/** Chooses a family on the login screen (opening the 'more' group when needed). */
export async function chooseFamily(page: Page, family: string): Promise<void> {
  const option = page.locator(`[data-family=${family}] input`);
  if (!(await option.isVisible())) {
    await page.locator('.shell-fieldset button').first().click();
  }
  await option.check();
}

/** Signs in with a local account on the login screen and waits for the family's landing. */
export async function signInWithAccount(
  page: Page,
  family: string,
  username: string,
  password: string,
  landing: string,
): Promise<void> {
  await chooseFamily(page, family);
  const account = page.locator('[data-method=account] input');
  if (await account.count()) await account.check();
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await page.click('form.shell-form button[type=submit]');
  await page.waitForURL((u) => u.pathname === landing);
}

/** The category select (a native `<select>`): its options once the categories have loaded. */
async function categoryOptions(page: Page): Promise<Locator> {
  const options = page.locator('[data-testid=category-select] option:not([value=""])');
  await options.first().waitFor({ state: 'attached' });
  return options;
}

/** Picks the first enabled category (Begin is enabled only then) and presses Begin. */
export async function beginFirstCategory(page: Page): Promise<void> {
  const options = await categoryOptions(page);
  const value = await options.locator(':scope:not([disabled])').first().getAttribute('value');
  await page.selectOption('[data-testid=category-select]', value ?? '');
  await page.waitForSelector('[data-testid=begin]:not([disabled])');
  await page.click('[data-testid=begin]');
  await page.waitForSelector('[data-testid=runner][data-phase=running], [data-testid=resume]');
}

/**
 * On a dashboard with no category chosen yet: Begin is disabled, the category select shows exactly `labels` as
 * disabled options, and choosing one is refused (Begin stays disabled). Leaves nothing chosen.
 */
export async function checkDisabledCategories(page: Page, labels: readonly string[]): Promise<void> {
  const begin = page.locator('[data-testid=begin]');
  const select = page.locator('[data-testid=category-select]');
  expect(await begin.isDisabled()).toBe(true);
  const options = await categoryOptions(page);
  const disabled = options.locator(':scope[disabled]');
  expect(await disabled.evaluateAll((els) => els.map((e) => e.textContent))).toEqual(labels);
  // the browser does not let a disabled option be chosen (Playwright refuses it too)
  await expect(select.selectOption({ label: labels[0] }, { timeout: 1000 })).rejects.toThrow();
  expect(await select.inputValue()).toBe('');
  expect(await begin.isDisabled()).toBe(true);
}

/** The disabled categories' Lithuanian labels in a family's sample bank (read as data). */
export function disabledCategoryLabels(family: string): string[] {
  const bank = JSON.parse(
    readFileSync(join(__dirname, `../../../api/src/seed/banks/${family}.json`), 'utf8'),
  ) as QuestionBank;
  return bank.categories.filter((c) => c.disabled).map((c) => c.labels.lt);
}

/** A family's built-in demo set (read as data: a test may not import another project's code). */
export function demoSet(family: string): DemoSet {
  return JSON.parse(
    readFileSync(join(__dirname, `../../../${family}/src/demo/demo-set.json`), 'utf8'),
  ) as DemoSet;
}

/** Switches the language mid-test through the runner's drawer. */
export async function runnerLanguage(page: Page, language: keyof typeof LANGUAGE_NAMES): Promise<void> {
  await page.click('[data-testid=grid-button]');
  await page.click('[data-testid=language]');
  await page.locator(`.ant-select-item-option[title="${LANGUAGE_NAMES[language]}"]:visible`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
  await page.click('[data-testid=drawer-close]');
  await page.waitForSelector('[data-testid=drawer]', { state: 'hidden' });
}

export const LANGUAGE_NAMES = {
  lt: 'Lietuvių',
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  pl: 'Polski',
} as const;

/**
 * Arrow right, then waits until the next question is shown (not on the last one): a key pressed before the runner
 * re-rendered would tick the previous question (on CI's 2 cores a whole run once lost an answer that way).
 */
export async function nextQuestion(page: Page): Promise<void> {
  const shown = await questionNumber(page);
  const [, at, of] = /(\d+)\s*\/\s*(\d+)/.exec(shown) ?? [];
  await page.keyboard.press('ArrowRight');
  if (at === undefined || at === of) return;
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid=question-number]')?.textContent?.trim() !== before,
    shown,
  );
}

/** Answers the questions from the current one on: presses the answer's key, then the next question. */
export async function answerWithKeys(
  page: Page,
  count: number,
  keyFor: (i: number) => string = () => '1',
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keyFor(i));
    await nextQuestion(page);
  }
}

export async function questionNumber(page: Page): Promise<string> {
  return (await page.locator('[data-testid=question-number]').innerText()).trim();
}

/** Which answers of the visible question are ticked. */
export async function tickedAnswers(page: Page): Promise<boolean[]> {
  const boxes = page.locator(
    'input[type=checkbox][data-testid=answer]:visible, [data-testid=answer]:visible input[type=checkbox]',
  );
  const n = await boxes.count();
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(await boxes.nth(i).isChecked());
  return out;
}

/** Seconds shown by the mm:ss countdown. */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.locator('[data-testid=countdown]').innerText()).trim();
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`countdown not mm:ss: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Presses 'Baigti testą' and confirms (the end call is then on its way). */
export async function finishTest(page: Page): Promise<void> {
  await page.click('[data-testid=finish]');
  await clickClosingButton(page, '[data-testid=confirm-yes]');
}

/** Presses 'Baigti testą', confirms, and waits for the score dialog. */
export async function finishAndConfirm(page: Page): Promise<void> {
  await finishTest(page);
  try {
    await page.waitForSelector('[data-testid=score-dialog]');
  } catch (error) {
    // Say what the page shows and went through: a timeout alone does not tell a slow end from a refused one.
    const shown = await page
      .locator('.ant-modal:visible, [role=alert]:visible')
      .allInnerTexts()
      .catch(() => []);
    const phase = await page.getAttribute('[data-testid=runner]', 'data-phase').catch(() => null);
    throw new Error(
      `${(error as Error).message}\nrunner phase: ${phase}\nshown: ${JSON.stringify(shown)}\n` +
        `page trouble:\n${pageTrouble(page).join('\n')}`,
    );
  }
}

/** Sets the language on the login screen (LT / RU / EN buttons). */
export async function loginLanguage(page: Page, language: keyof typeof LANGUAGE_NAMES): Promise<void> {
  await page.click(`.shell-lang__option[lang=${language}]`);
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

/**
 * Opens an antd select and clicks its option number `index`, then makes sure the list is closed: on a loaded
 * machine the list can still be fading over the button below when the next click comes.
 */
export async function chooseOption(page: Page, selectSelector: string, index: number): Promise<void> {
  // A click while the dropdown still slides in (a busy page on CI's 2 cores) can miss the option: the select then
  // shows another value or none, and a form's submit stops at its validation. Chosen means shown in the select.
  for (let attempt = 1; ; attempt++) {
    await page.click(selectSelector);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(index);
    const wanted = (await option.innerText()).trim();
    await option.click();
    const open = page.locator('.ant-select-dropdown:visible');
    await open.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => page.keyboard.press('Escape'));
    await open.waitFor({ state: 'hidden' });
    const shown = (await page.locator(selectSelector).innerText()).trim();
    if (shown.includes(wanted) || attempt === 3) return;
  }
}
