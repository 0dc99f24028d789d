import type { Browser, Page } from 'playwright-core';
import type {
  ActivationRecord,
  AskQuestionResponse,
  Category,
  EndTestResponse,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
import { expectNoSeriousA11y } from './support/a11y';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInWithAccount } from './support/flows';
import { startPortal, type PortalServer } from './support/portal-server';
import { ACTIVE_LEARNER, activatePending, apiJson, apiLogin, createLearner, STAFF } from './support/api';

// The staff console at /staff (apps/staff, mounted by the shell from the manifest's `staff` entry): the login
// screen's 'Darbuotojams' link, staff sign-in, a pending learner (registered through the API) rejected without a
// reason (a field error, from the form and from the API) and then activated, after which the learner's check says
// valid 1; a learner's question (asked through the API after a test) answered and shown in the answered list; and
// a learner's account refused at /staff; staff find a learner in the accounts tab, give them a temporary password
// (shown once), grant her more-tests request (added to what she has; the audit tab shows both changes) and she
// signs in with the new password (the old one refused) and sees the outcome on her landing.
describe('the staff console', () => {
  let portal: PortalServer;
  let browser: Browser;
  const learner = { username: 'e2e-marija', password: 'marija-pass-1', name: 'Marija Petrauskaitė' };

  beforeAll(async () => {
    portal = await startPortal('staff-console');
    browser = await launchBrowser();
    await createLearner(portal.url, learner.username, learner.password, learner.name);
    const token = await apiLogin(portal.url, learner.username, learner.password);
    const registered = await apiJson<ActivationRecord>(portal.url, '/ket/register', {
      token,
      body: {
        vardas: 'Marija',
        pavarde: 'Petrauskaitė',
        gdata: '2001-03-15',
        telefonas: '+37061111111',
        email: 'marija@example.lt',
        filialas: 6,
        agree: true,
      },
    });
    expect([registered.status, registered.body.valid]).toEqual([200, 0]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function signIn(page: Page, username: string, password: string): Promise<void> {
    await page.fill('[data-testid=staff-username]', username);
    await page.fill('[data-testid=staff-password]', password);
    await page.click('[data-testid=staff-sign-in-submit]');
  }

  /** The learner takes a KET test through the API, ends it and asks staff about its first question. */
  async function learnerAsks(text: string): Promise<TestQuestion> {
    const token = await apiLogin(portal.url, learner.username, learner.password);
    const categories = await apiJson<Category[]>(portal.url, '/ket/categories', { token });
    const kate = categories.body.find((c) => !c.disabled)!.value;
    const load = await apiJson<TestLoadResponse>(portal.url, '/ket/tests', {
      token,
      body: { kate, language: 'lt' },
    });
    expect(load.status).toBe(200);
    const questions = JSON.parse(load.body.questions) as TestQuestion[];
    const ch = questions.map((q) => q.atsakymai.map((_, i) => (i === 0 ? '1' : '0')));
    const end = await apiJson<EndTestResponse>(portal.url, '/ket/tests/end', {
      token,
      body: { ch, test: load.body.jwt },
    });
    expect(end.status).toBe(200);
    const asked = await apiJson<AskQuestionResponse>(portal.url, '/ket/questions', {
      token,
      body: { id: questions[0].id, klausimas: text, jwt: load.body.jwt },
    });
    expect(asked.status).toBe(200);
    return questions[0];
  }

  it('signs staff in, refuses a rejection without a reason, activates the learner and answers a question', async () => {
    const { context, page } = await newPage(browser);

    // The login screen links to the console; the console signs in by itself.
    await page.goto(portal.url);
    await page.click('[data-testid=staff-link]');
    await page.waitForURL((u) => u.pathname === '/staff');
    await page.waitForSelector('[data-testid=staff-sign-in]');
    expect(await page.locator('[data-testid=staff-console] h3').innerText()).toBe('Darbuotojų pultas');
    await signIn(page, STAFF.username, STAFF.password);
    await page.waitForSelector('[data-testid=registrations]');
    expect(await page.evaluate(() => localStorage.getItem('staff:session'))).toContain('accessToken');

    // The pending registration, with its details.
    const row = page.locator('tr', { hasText: learner.name });
    await row.waitFor();
    for (const part of ['Marija Petrauskaitė', '2001-03-15', '+37061111111', 'marija@example.lt', 'Vilnius'])
      expect(await row.innerText()).toContain(part);
    expect(await row.locator('[data-testid=status-tag]').innerText()).toBe('Laukia');
    await screenshot(page, 'staff-registrations-lt');
    await expectNoSeriousA11y(page, 'staff registrations');

    // Reject without a reason: the form refuses an empty one and a blank one with the shared schema (the API
    // refuses a blank one the same way: apps/api suites), before anything is sent; both show on the field.
    const rejectCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/staff\/enrollments\/\d+\/reject$/.test(req.url())) rejectCalls.push(req.url());
    });
    await row.locator('[data-testid=reject]').click();
    await page.waitForSelector('[data-testid=reject-dialog]');
    await page.click('[data-testid=reject-submit]');
    const reasonError = page.locator('[data-testid=reject-dialog] .ant-form-item-explain-error');
    await reasonError.waitFor();
    expect(await reasonError.innerText()).toBe('Privalomas laukas');
    await page.fill('[data-testid=reject-reason]', '   ');
    await page.click('[data-testid=reject-submit]');
    await page.locator('[data-testid=reject-dialog] .ant-form-item-has-error').waitFor();
    expect(await reasonError.innerText()).toBe('Privalomas laukas');
    expect(rejectCalls).toEqual([]);
    await screenshot(page, 'staff-reject-field-error-lt');
    await page.locator('.ant-modal-footer button').first().click(); // cancel
    await page.waitForSelector('[data-testid=reject-dialog]', { state: 'detached' });

    // Activate with the defaults (today, a year, 30 tests): the row leaves the pending list.
    await row.locator('[data-testid=activate]').click();
    await page.waitForSelector('[data-testid=activate-dialog]');
    expect(await page.inputValue('[data-testid=activate-tests]')).toBe('30');
    await page.fill('[data-testid=activate-info]', 'Sėkmės egzamine!');
    await page.click('[data-testid=activate-submit]');
    await page.waitForSelector('[data-testid=activate-dialog]', { state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // The learner's check now says active, with 30 tests.
    const learnerToken = await apiLogin(portal.url, learner.username, learner.password);
    const check = await apiJson<ActivationRecord>(portal.url, '/ket/check', {
      token: learnerToken,
      body: {},
    });
    expect(check.body.valid).toBe(1);
    expect(check.body.timeLeft).toMatchObject({ kiekis: 30, info: 'Sėkmės egzamine!' });

    // The active list shows the validity and the tests left.
    await page.click('[data-testid=show-active]');
    const activeRow = page.locator('tr', { hasText: learner.name });
    await activeRow.waitFor();
    expect(await activeRow.locator('[data-testid=enrollment-tests]').innerText()).toBe('30');

    // A learner's question: shown with the test question, answered, then found in the answered list.
    const asked = await learnerAsks('Kodėl čia teisingas tik pirmas atsakymas?');
    await page.click('[data-testid=tab-questions]');
    const card = page.locator('[data-testid=question-card]', { hasText: 'Kodėl čia teisingas tik pirmas' });
    await card.waitFor();
    expect(await card.locator('[data-testid=question-text]').innerText()).toBe(asked.klausimas_lt);
    expect(await card.locator('[data-testid=question-learner]').innerText()).toBe(learner.name);
    await card.locator('[data-testid=reply-text]').fill('Nes taip nurodyta KET taisyklėse.');
    await card.locator('[data-testid=reply-send]').click();
    await card.waitFor({ state: 'detached' });
    await page.click('[data-testid=show-answered]');
    const answered = page.locator('[data-testid=question-card]', {
      hasText: 'Kodėl čia teisingas tik pirmas',
    });
    await answered.waitFor();
    expect(await answered.locator('[data-testid=question-reply]').innerText()).toBe(
      'Nes taip nurodyta KET taisyklėse.',
    );
    await screenshot(page, 'staff-questions-answered-lt');

    // Logout: back to the console's sign-in form, its key gone.
    await page.click('[data-testid=staff-logout]');
    await page.waitForSelector('[data-testid=staff-sign-in]');
    expect(await page.evaluate(() => localStorage.getItem('staff:session'))).toBeNull();
    await context.close();
  });

  it("resets a learner's password and grants her request (added to what she has); she signs in with the new password and sees the outcome", async () => {
    const resetLearner = { username: 'e2e-reset-ona', password: 'ona-old-pass', name: 'Ona Pamiršusi' };
    await createLearner(portal.url, resetLearner.username, resetLearner.password, resetLearner.name);
    // Ona is active in KET with 50 tests and asks for more (through the API).
    const onaToken = await apiLogin(portal.url, resetLearner.username, resetLearner.password);
    const registration = {
      vardas: 'Ona',
      pavarde: 'Pamiršusi',
      gdata: '1998-05-20',
      telefonas: '+37062222222',
      email: 'ona@example.lt',
      filialas: 6,
      agree: true,
    };
    expect((await apiJson(portal.url, '/ket/register', { token: onaToken, body: registration })).status).toBe(
      200,
    );
    await activatePending(portal.url, 'ket', resetLearner.name);
    const asked = await apiJson(portal.url, '/ket/activation-requests', {
      token: onaToken,
      body: { text: 'Prašau dar testų', kind: 'more-tests' },
    });
    expect(asked.status).toBe(200);

    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.waitForSelector('[data-testid=staff-sign-in]');
    await signIn(page, STAFF.username, STAFF.password);
    await page.click('[data-testid=tab-accounts]');
    const search = page
      .locator('input[data-testid=accounts-search], [data-testid=accounts-search] input')
      .first();
    await search.fill('ona pamir');
    await search.press('Enter');
    // the search answers this learner alone (before it, the unfiltered first page shows every new account)
    await page.waitForFunction((name) => {
      const rows = document.querySelectorAll('[data-testid=accounts-table] tbody tr.ant-table-row');
      return rows.length === 1 && (rows[0].textContent ?? '').includes(name);
    }, resetLearner.name);
    const row = page.locator('[data-testid=accounts-table] tr', { hasText: resetLearner.name });
    await expectNoSeriousA11y(page, 'staff accounts');
    await row.locator('[data-testid=account-open]').click();
    await page.waitForSelector('[data-testid=account-actions]');
    // no e-mail address: the link is not offered; the temporary password is
    expect(await page.locator('[data-testid=reset-link]').isDisabled()).toBe(true);
    await page.click('[data-testid=reset-temporary]');
    const shown = page.locator('[data-testid=temporary-password]');
    await shown.waitFor();
    const temporary = (await shown.innerText()).trim();
    expect(temporary).toMatch(/^[A-Za-z2-9]{12}$/);
    await expectNoSeriousA11y(page, 'staff temporary password');
    await screenshot(page, 'staff-temporary-password-lt');
    await page.click('[data-testid=temporary-close]');
    await shown.waitFor({ state: 'detached' });
    await page.click('[data-testid=account-drawer-close]');

    // Her request opens with what she has now; 40 more tests make 90.
    await page.click('[data-testid=tab-requests]');
    const request = page.locator('[data-testid=requests] tr', { hasText: resetLearner.name });
    await request.waitFor();
    expect(await request.locator('[data-testid=request-current]').innerText()).toContain('liko testų: 50');
    await request.locator('[data-testid=request-open]').click();
    await page.waitForSelector('[data-testid=handle-dialog]');
    await page.fill('[data-testid=grant-tests]', '40');
    await page.locator('[data-testid=grant-preview]', { hasText: '50 + 40 = 90' }).waitFor();
    await expectNoSeriousA11y(page, 'staff request dialog');
    await page.click('[data-testid=request-grant]');
    await page.waitForSelector('[data-testid=handle-dialog]', { state: 'detached' });
    await request.waitFor({ state: 'detached' }); // handled: it leaves the open list

    // The audit tab shows both changes, newest first.
    await page.click('[data-testid=tab-audit]');
    const actions = page.locator('[data-testid=audit-table] [data-testid=audit-action]');
    await actions.first().waitFor();
    expect((await actions.allInnerTexts()).slice(0, 2)).toEqual([
      'Patenkintas prašymas',
      'Slaptažodžio atkūrimas',
    ]);
    await expectNoSeriousA11y(page, 'staff audit');
    await context.close();

    // The learner: the old password is refused, the temporary one signs in.
    const { username, password } = resetLearner;
    expect((await apiJson(portal.url, '/auth/login', { body: { username, password } })).status).toBe(401);
    const learnerPage = await newPage(browser);
    await learnerPage.page.goto(portal.url);
    await signInWithAccount(learnerPage.page, 'ket', resetLearner.username, temporary, '/home');
    // ...and sees staff's answer on her landing, with the tests added.
    const outcome = learnerPage.page.locator('[data-testid=request-outcome]');
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain('Jūsų prašymas patenkintas: +40 testų');
    expect(await learnerPage.page.locator('[data-testid=tests-left]').innerText()).toContain('90');
    await learnerPage.context.close();
  });

  it('refuses a learner account at /staff', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${portal.url}/staff`);
    await page.waitForSelector('[data-testid=staff-sign-in]');
    await signIn(page, ACTIVE_LEARNER.username, ACTIVE_LEARNER.password);
    const error = page.locator('[data-testid=staff-sign-in-error]');
    await error.waitFor();
    expect(await error.innerText()).toContain('Ši paskyra neturi darbuotojo teisių.');
    expect(await page.locator('[data-testid=registrations]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('staff:session'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/staff');
    await context.close();
  });
});
