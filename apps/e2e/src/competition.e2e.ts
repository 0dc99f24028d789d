import type { Browser } from 'playwright-core';
import type { Leaderboard, TestLoadResponse } from '@portal/contracts';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { answerWithKeys, finishAndConfirm, LANGUAGE_NAMES } from './support/flows';
import { apiJson, apiLogin, STAFF } from './support/api';
import { startPortal, type PortalServer } from './support/portal-server';

// Issue 9, competition: from the start screen at /konkursas (the seeded open contest) through the test at /k to
// the leaderboard, as an entrant without an account; a second entry of the same person is practice; /k without its
// hidden data goes to the root; with the competition server switched off the start screen goes to the root.
describe('the competition', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('competition');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('an entrant takes the contest from the start screen to the leaderboard', async () => {
    const { context, page } = await newPage(browser);
    const loads: TestLoadResponse[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('/api/competition/tests') && res.ok()) loads.push(await res.json());
    });
    await page.goto(`${portal.url}/konkursas`);
    await page.waitForSelector('[data-testid=contest-title]');
    expect(await page.locator('[data-testid=contest-rules] li').count()).toBeGreaterThan(3);
    await expectNoSeriousA11y(page, 'competition start screen');

    // Start waits for a name; the clear button empties it.
    const start = page.locator('[data-testid=competition-start]');
    expect(await start.isDisabled()).toBe(true);
    await page.fill('[data-testid=competition-name]', 'Jonas');
    expect(await start.isDisabled()).toBe(false);
    await page.click('[data-testid=competition-name-clear]');
    expect(await page.inputValue('[data-testid=competition-name]')).toBe('');
    expect(await start.isDisabled()).toBe(true);
    // One word is not a first and last name.
    await page.fill('[data-testid=competition-name]', 'Jonas');
    await page.fill('[data-testid=competition-birth-date]', '2005-04-03');
    await start.click();
    await page.waitForSelector('[data-testid=competition-problem]');
    await page.fill('[data-testid=competition-name]', 'Jonas Petraitis');
    // The slide toggle works from the keyboard: hard, then back to ordinary.
    const toggle = page.locator('[data-testid=difficulty-toggle]');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await start.click();

    // /k: the person travels hidden; 5 questions by default; no key before the end.
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    expect(new URL(page.url()).pathname).toBe('/k');
    expect(new URL(page.url()).search).toBe('');
    expect(loads[0].policy.questionCount).toBe(5);
    expect(JSON.parse(loads[0].questions)).toHaveLength(5);
    await answerWithKeys(page, 5, () => '1');
    await finishAndConfirm(page);
    expect(await page.locator('[data-testid=score]').innerText()).toMatch(/^\d+ iš 5$/);
    await page.waitForSelector('[data-testid=competition-outcome][data-counted=true]');
    await screenshot(page, 'competition-results');
    // No ask-question in the competition.
    expect(await page.locator('[data-testid=ask-question]').count()).toBe(0);

    // The leaderboard: the shortened name, and the entrant's own place.
    await page.keyboard.press('Escape');
    await page.click('[data-testid=competition-to-board]');
    await page.waitForSelector('[data-testid=leaderboard-row]');
    expect(await page.locator('[data-testid=leaderboard-row]').first().innerText()).toContain('Jonas P.');
    expect(await page.locator('[data-testid=leaderboard]').first().innerText()).not.toContain('2005');
    await page.waitForSelector('[data-testid=leaderboard-own]');
    // The contest page in English and Russian (the portal's language choice), then back to Lithuanian.
    for (const [language, board] of [
      ['en', 'Leaderboard: Ordinary test'],
      ['ru', 'Таблица результатов: Обычный тест'],
      ['lt', 'Rezultatų lentelė: Paprastas testas'],
    ] as const) {
      await page.click('[data-testid=language-select]');
      await page.locator(`.ant-select-item-option[title="${LANGUAGE_NAMES[language]}"]:visible`).click();
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await page.waitForSelector(`text=${board}`);
    }
    await expectNoSeriousA11y(page, 'competition contest page');
    await screenshot(page, 'competition-contest-page');

    // The same person again: practice, said so on the results.
    await page.fill('[data-testid=competition-name]', 'jonas  petraitis');
    await page.fill('[data-testid=competition-birth-date]', '2005-04-03');
    await page.click('[data-testid=competition-start]');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    await answerWithKeys(page, 5, () => '2');
    await finishAndConfirm(page);
    await page.waitForSelector('[data-testid=competition-outcome][data-counted=false]');
    const board = await apiJson<Leaderboard>(portal.url, '/competition/leaderboard?difficulty=ordinary');
    expect(board.body.top.filter((r) => r.name === 'Jonas P.')).toHaveLength(1);

    // /k without its hidden data goes to the root.
    const fresh = await context.newPage();
    await fresh.goto(`${portal.url}/k`);
    await fresh.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  // Issue 23: the running entry belongs to the browser that started it (its token in local storage).
  it('a reload resumes the running entry; another browser with the same name and birth date cannot take it', async () => {
    const enter = async (page: import('playwright-core').Page) => {
      await page.goto(`${portal.url}/konkursas`);
      await page.fill('[data-testid=competition-name]', 'Ona Savininkė');
      await page.fill('[data-testid=competition-birth-date]', '2001-02-03');
      await page.click('[data-testid=competition-start]');
    };
    const owner = await newPage(browser);
    const statuses: string[] = [];
    owner.page.on('response', async (res) => {
      if (res.url().endsWith('/api/competition/tests') && res.ok())
        statuses.push(((await res.json()) as TestLoadResponse).status);
    });
    await enter(owner.page);
    await owner.page.waitForSelector('[data-testid=runner][data-phase=running]');
    await owner.page.reload();
    await owner.page.waitForSelector('[data-testid=resume]');
    await owner.page.click('[data-testid=resume-continue]');
    await owner.page.waitForSelector('[data-testid=runner][data-phase=running]');
    expect(statuses).toEqual(['NEW', 'RESUMED']);

    const intruder = await newPage(browser);
    await enter(intruder.page);
    const notice = intruder.page.locator('[data-testid=notice]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('jau vyksta kitoje naršyklėje');
    expect(await intruder.page.locator('[data-testid=runner][data-phase=running]').count()).toBe(0);
    await intruder.context.close();

    // The owner still answers and ends it.
    await answerWithKeys(owner.page, 5, () => '1');
    await finishAndConfirm(owner.page);
    await owner.page.waitForSelector('[data-testid=competition-outcome][data-counted=true]');
    await owner.context.close();
  });

  it('with the competition server off, the start screen goes to the root and starts are refused', async () => {
    const staff = await apiLogin(portal.url, STAFF.username, STAFF.password);
    const off = await apiJson(portal.url, '/staff/switches/competition-server', {
      method: 'PUT',
      token: staff,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/konkursas`);
    await page.waitForURL((u) => u.pathname === '/');
    const refused = await apiJson(portal.url, '/competition/tests', {
      body: { person: { name: 'Ona Onaitė', gdata: '2000-01-01' }, egzamin: false },
    });
    expect(refused.status).toBe(503);
    await context.close();
  });
});
