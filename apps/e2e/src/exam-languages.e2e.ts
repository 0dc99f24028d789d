import type { Browser, Page } from 'playwright-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestLoadResponse, TestQuestion } from '@portal/contracts';
import { launchBrowser, newPage, PHONE_VIEWPORT, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, STAFF } from './support/api';
import { expectNoSeriousA11y } from './support/a11y';
import { beginFirstCategory, LANGUAGE_NAMES, loginLanguage, signInWithAccount } from './support/flows';

// Issue 28: the portal in Ukrainian and Polish. The login screen, a landing, the runner and the staff console in
// uk and pl show no untranslated text (i18next records no missing key, and no visible text is the Lithuanian of a
// string the language translates), pass axe, and the learner screens fit a 360 px phone; a learner reading
// Russian chooses Ukrainian as the exam language and takes the mock test in it.

type Strings = Record<string, unknown>;
const NATIVE_NAMES = new Set<string>(Object.values(LANGUAGE_NAMES));
const root = join(__dirname, '../../..');

function flatten(tree: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree as Strings)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  else if (typeof tree === 'string') into[prefix] = tree;
  return into;
}

function namespaceFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) namespaceFolders(join(dir, entry.name), found);
    else if (entry.name === 'lt.json') found.push(dir);
  }
  return found;
}

/**
 * The Lithuanian UI strings a screen in `language` must not show: every plain string (no placeholder) of every
 * namespace whose translation differs from it (a brand or a language's own name is the same in both).
 */
function lithuanianOnly(language: 'uk' | 'pl'): Set<string> {
  const out = new Set<string>();
  for (const folder of ['apps', 'libs'].flatMap((top) => namespaceFolders(join(root, top)))) {
    const translated = join(folder, `${language}.json`);
    if (!existsSync(translated)) continue;
    const lt = flatten(JSON.parse(readFileSync(join(folder, 'lt.json'), 'utf8')));
    const other = flatten(JSON.parse(readFileSync(translated, 'utf8')));
    for (const [key, text] of Object.entries(lt)) {
      const plain = text.trim();
      if (plain.length < 3 || /\{\{|<\d|\$t\(/.test(plain) || !/\p{L}{3}/u.test(plain)) continue;
      // a language's own name is the same on every screen (the language switches)
      if (other[key]?.trim() !== plain && !NATIVE_NAMES.has(plain)) out.add(plain);
    }
  }
  return out;
}

/** Every text the page shows (each text node of a visible element), plus placeholders and accessible names. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && parent.checkVisibility() && !parent.closest('script, style')) texts.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectTranslated(page: Page, language: 'uk' | 'pl', screen: string, lt: Set<string>) {
  const missing = await page.evaluate(
    () => (window as unknown as { __portalMissingStrings: string[] }).__portalMissingStrings,
  );
  expect({ screen, missing }).toEqual({ screen, missing: [] });
  const lithuanian = (await visibleTexts(page)).filter((text) => lt.has(text));
  expect({ screen, lithuanian }).toEqual({ screen, lithuanian: [] });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

async function expectPhoneWide(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ screen, width: Math.min(width, PHONE_VIEWPORT.width + 1) }).toEqual({
    screen,
    width: Math.min(width, PHONE_VIEWPORT.width),
  });
}

/** Records every key i18next cannot find (libs/i18n reads this array at init). */
async function recordMissingStrings(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __portalMissingStrings: string[] }).__portalMissingStrings = [];
  });
}

describe('the portal in Ukrainian and Polish', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('exam-languages');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a learner reading Russian chooses Ukrainian as the exam language and takes the mock test in it', async () => {
    const { context, page } = await newPage(browser);
    await recordMissingStrings(page);
    await page.goto(portal.url);
    await loginLanguage(page, 'ru');
    await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
    await page.waitForSelector('[data-testid=exam-language-card]');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/exam-language') && r.request().method() === 'PUT',
    );
    await page.selectOption('[data-testid=exam-language-select]', { label: LANGUAGE_NAMES.uk });
    expect((await saved).status()).toBe(200);
    // the mock test button names the exam language in its own name
    const select = page.locator('[data-testid=category-select]');
    const first = select.locator('option:not([value=""]):not([disabled])').first();
    await select.selectOption((await first.getAttribute('value')) ?? '');
    const button = page.locator('[data-testid=begin-exam-language]:not([disabled])');
    expect(await button.innerText()).toContain(LANGUAGE_NAMES.uk);
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/ket/tests') && r.request().method() === 'POST',
    );
    await button.click();
    const test = (await (await started).json()) as TestLoadResponse;
    const questions = JSON.parse(test.questions) as TestQuestion[];
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    // the runner is in Ukrainian: the first question shows its klausimas_uk; the reading language stays Russian
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    const shown = page.locator('[data-testid=question-text]:visible').first();
    // (a question the bank lacks in Ukrainian carries the Lithuanian text there, shown with the untranslated mark)
    expect((await shown.innerText()).trim()).toBe(questions[0].klausimas_uk?.trim());
    expect(await page.locator('[data-testid=question-text]:visible').first().getAttribute('lang')).toBe(
      questions[0].untranslated?.includes('uk') ? 'lt' : 'uk',
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
    await screenshot(page, 'exam-language-uk-runner');
    await context.close();
  });

  for (const language of ['uk', 'pl'] as const) {
    it(`login, a landing, the runner and the staff console in ${language}`, async () => {
      const lt = lithuanianOnly(language);
      const phone = await newPage(browser, { phone: true });
      const page = phone.page;
      await recordMissingStrings(page);
      await page.goto(portal.url);
      await loginLanguage(page, language);
      await page.waitForSelector('#shell-login-heading');
      await expectTranslated(page, language, 'login', lt);
      await expectNoSeriousA11y(page, `login ${language}`);
      await expectPhoneWide(page, `login ${language}`);

      await signInWithAccount(page, 'ket', ACTIVE_LEARNER.username, ACTIVE_LEARNER.password, '/home');
      await page.waitForSelector('[data-testid=statistics]');
      await page.waitForSelector('[data-testid=exam-language-card]');
      await expectTranslated(page, language, 'landing', lt);
      await expectNoSeriousA11y(page, `landing ${language}`);
      await expectPhoneWide(page, `landing ${language}`);
      await screenshot(page, `landing-${language}-phone`);

      await beginFirstCategory(page);
      if (await page.locator('[data-testid=resume]').count())
        await page.click('[data-testid=resume-continue]');
      await page.waitForSelector('[data-testid=runner][data-phase=running]');
      await expectTranslated(page, language, 'runner', lt);
      await expectNoSeriousA11y(page, `runner ${language}`);
      await expectPhoneWide(page, `runner ${language}`);
      await screenshot(page, `runner-${language}-phone`);
      await phone.context.close();

      // the staff console (a desk screen): sign-in, and the banks tab with its coverage per language
      const desk = await newPage(browser);
      await recordMissingStrings(desk.page);
      await desk.page.goto(portal.url);
      await loginLanguage(desk.page, language);
      await desk.page.goto(`${portal.url}/staff`);
      await desk.page.waitForSelector('[data-testid=staff-sign-in]');
      await expectTranslated(desk.page, language, 'staff sign-in', lt);
      await desk.page.fill('[data-testid=staff-username]', STAFF.username);
      await desk.page.fill('[data-testid=staff-password]', STAFF.password);
      await desk.page.click('[data-testid=staff-sign-in-submit]');
      await desk.page.waitForSelector('[data-testid=registrations]');
      await expectTranslated(desk.page, language, 'staff registrations', lt);
      await expectNoSeriousA11y(desk.page, `staff ${language}`);
      await desk.page.click('[data-testid=tab-banks]');
      await desk.page.waitForSelector(`[data-testid=bank-coverage-${language}]`);
      await expectTranslated(desk.page, language, 'staff banks', lt);
      await expectNoSeriousA11y(desk.page, `staff banks ${language}`);
      await screenshot(desk.page, `staff-banks-${language}`);
      await desk.context.close();
    });
  }
});
