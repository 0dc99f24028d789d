import type { Page } from 'playwright-core';

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

/** Picks the first enabled category and presses Begin. */
export async function beginFirstCategory(page: Page): Promise<void> {
  await page.click('[data-testid=category-select]');
  await page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first().click();
  await page.click('[data-testid=begin]');
  await page.waitForSelector('[data-testid=runner][data-phase=running], [data-testid=resume]');
}

/** Answers the questions from the current one on: presses the answer's key, then arrow right. */
export async function answerWithKeys(
  page: Page,
  count: number,
  keyFor: (i: number) => string = () => '1',
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keyFor(i));
    await page.keyboard.press('ArrowRight');
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

/** Presses 'Baigti testą', confirms, and waits for the score dialog. */
export async function finishAndConfirm(page: Page): Promise<void> {
  await page.click('[data-testid=finish]');
  await page.locator('.ant-modal-footer .ant-btn-primary').last().click();
  await page.waitForSelector('[data-testid=score-dialog]');
}

/** Sets the language on the login screen (LT / RU / EN buttons). */
export async function loginLanguage(page: Page, language: 'lt' | 'ru' | 'en'): Promise<void> {
  await page.click(`.shell-lang__option[lang=${language}]`);
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}
