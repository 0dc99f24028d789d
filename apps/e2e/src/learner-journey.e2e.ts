import type { Browser } from 'playwright-core';
import type { TestLoadResponse } from '@portal/contracts';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startPortal, type PortalServer } from './support/portal-server';
import { activatePending, apiJson, apiLogin, createLearner } from './support/api';
import {
  answerWithKeys,
  beginFirstCategory,
  checkDisabledCategories,
  countdownSeconds,
  disabledCategoryLabels,
  finishAndConfirm,
  questionNumber,
  signInWithAccount,
  tickedAnswers,
} from './support/flows';

// (b) Account sign-in, registration (with a refused invalid e-mail), staff activation through the API, the
// dashboard (a disabled category cannot be chosen), begin, answer, reload mid-test (same answers and question,
// time kept running), end, results, one question to staff and the second refused.
describe('a learner from sign-in to results', () => {
  let portal: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal('learner-journey');
    browser = await launchBrowser();
    await createLearner(portal.url, 'e2e-rasa', 'rasa-pass-1', 'Rasa Žemaitė');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('registers, is activated, takes a KET test across a reload and asks staff once', async () => {
    const { context, page } = await newPage(browser);
    const testLoads: TestLoadResponse[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('/api/ket/tests') && res.request().method() === 'POST' && res.ok()) {
        testLoads.push((await res.json()) as TestLoadResponse);
      }
    });

    await page.goto(portal.url);
    await signInWithAccount(page, 'ket', 'e2e-rasa', 'rasa-pass-1', '/home');

    // Registration form: an invalid e-mail is refused with the spec's message and submit stays disabled.
    await page.waitForSelector('[data-testid=registration-form]');
    await expectNoSeriousA11y(page, 'registration form');
    await page.fill('[data-testid=reg-vardas]', 'Rasa');
    await page.fill('[data-testid=reg-pavarde]', 'Žemaitė-Petraitienė');
    await page.fill('[data-testid=reg-gdata]', '1999-04-12');
    await page.fill('[data-testid=reg-telefonas]', '+37061234567');
    await page.fill('[data-testid=reg-email]', 'rasa.example.lt');
    await page.click('[data-testid=reg-filialas]');
    await page.locator('.ant-select-item-option').first().click();
    await page.locator('[data-testid=reg-agree] input, input[data-testid=reg-agree]').first().check();
    await page.locator('[data-testid=reg-email]').blur();
    await page.waitForSelector('text=Blogas el. pašto formatas');
    expect(await page.locator('[data-testid=reg-submit]').isDisabled()).toBe(true);
    await page.fill('[data-testid=reg-email]', 'rasa@example.lt');
    await page.waitForSelector('[data-testid=reg-submit]:not([disabled])');
    await page.click('[data-testid=reg-submit]');
    await page.waitForSelector('[data-testid=pending-notice]');
    expect(await page.locator('[data-testid=pending-notice]').innerText()).toContain('Registracija pateikta');

    // Staff activate through the API; the dashboard then offers the tests.
    await activatePending(portal.url, 'ket', 'Rasa Žemaitė');
    await page.reload();
    await page.waitForSelector('[data-testid=category-select]');
    await screenshot(page, 'journey-dashboard-lt');
    // The bank's disabled category is shown disabled and cannot be chosen; Begin waits for an enabled one.
    await checkDisabledCategories(page, disabledCategoryLabels('ket'));
    await beginFirstCategory(page);
    expect(new URL(page.url()).search).toBe('');
    expect(await questionNumber(page)).toBe('Nr. 1/30');

    // Answer the first three questions, wait until the server has them.
    await answerWithKeys(page, 3, () => '1');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 30_000 });
    const before = await countdownSeconds(page);
    await page.waitForTimeout(2500);

    // Reload mid-test: the same attempt resumes with the same answers and a clock that kept running.
    await page.reload();
    await page.waitForSelector('[data-testid=resume]');
    await page.click('[data-testid=resume-continue]');
    await page.waitForSelector('[data-testid=runner][data-phase=running]');
    expect(testLoads.map((l) => l.status)).toEqual(['NEW', 'RESUMED']);
    expect(testLoads[1].jwt).toBeTruthy();
    const after = await countdownSeconds(page);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(before - 60);
    // Back on the question shown before the reload (the fourth), not the first.
    expect(await questionNumber(page)).toBe('Nr. 4/30');
    await page.keyboard.press('Home');
    while ((await questionNumber(page)) !== 'Nr. 1/30') await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 3; i++) {
      expect((await tickedAnswers(page))[0]).toBe(true);
      await page.keyboard.press('ArrowRight');
    }
    expect((await tickedAnswers(page)).some(Boolean)).toBe(false);

    // Answer the rest, end, see the results.
    await answerWithKeys(page, 27, () => '2');
    await screenshot(page, 'journey-test-lt');
    await finishAndConfirm(page);
    expect(await page.locator('[data-testid=score]').innerText()).toMatch(/^\d+ iš 30$/);
    await page.click('[data-testid=review]');

    // Ask staff about the question shown; the second question of the same test is refused.
    await page.click('[data-testid=comments-button]');
    await page.fill('[data-testid=ask-text]', 'Kodėl čia teisingas tik pirmas atsakymas?');
    await page.click('[data-testid=ask-send]');
    await page.waitForSelector('text=Užklausa sėkmingai nusiųsta. Laukite atsakymo.');
    await page.click('[data-testid=notice-ok]');
    await page.waitForSelector('[data-testid=notice]', { state: 'hidden' });
    await page
      .getByRole('dialog', { name: /Paaiškinimai/ })
      .locator('.ant-modal-close')
      .click();
    await page.waitForSelector('[data-testid=comments-dialog]', { state: 'hidden' });
    await screenshot(page, 'journey-results-lt');

    const token = await apiLogin(portal.url, 'e2e-rasa', 'rasa-pass-1');
    const questions = JSON.parse(testLoads[1].questions) as { id: number }[];
    const second = await apiJson(portal.url, '/ket/questions', {
      token,
      body: { id: questions[1].id, klausimas: 'Dar vienas klausimas', jwt: testLoads[1].jwt },
    });
    expect(second.status).toBe(409);
    // In the browser the ask option is gone for every question of this test.
    await page.click('[data-testid=next]');
    await page.click('[data-testid=comments-button]');
    await page.waitForSelector('[data-testid=comments-dialog]');
    expect(await page.locator('[data-testid=ask-send]').count()).toBe(0);
    await context.close();
  });
});
