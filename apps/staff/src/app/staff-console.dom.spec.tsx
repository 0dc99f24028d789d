/** @jest-environment jsdom */
// The staff console in a DOM: its own sign-in (staff only, its own storage key, signed out by a 401), and the
// dialogs of the registrations, requests, questions and accounts tabs with the API's answers faked at the hooks.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import type {
  AuditEntry,
  AuthUser,
  FamilyManifestEntry,
  LoginResponse,
  StaffAccountDetail,
  StaffAccountSummary,
  StaffActivationRequest,
  StaffEnrollment,
  StaffLearnerQuestion,
} from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';

// RTK Query looks for fetch, which jsdom lacks (nothing is fetched: the staff calls are faked below).
Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });

/** The answers of the staff API hooks; each test sets what it needs. */
const mockApi = {
  login: jest.fn<Promise<LoginResponse>, [unknown]>(),
  enrollments: [] as StaffEnrollment[],
  enrollmentArgs: [] as unknown[],
  requests: [] as StaffActivationRequest[],
  questions: [] as StaffLearnerQuestion[],
  questionArgs: [] as unknown[],
  activate: jest.fn<Promise<unknown>, [unknown]>(),
  reject: jest.fn<Promise<unknown>, [unknown]>(),
  reply: jest.fn<Promise<unknown>, [unknown]>(),
  create: jest.fn<Promise<unknown>, [unknown]>(),
  handle: jest.fn<Promise<unknown>, [unknown]>(),
  reset: jest.fn<Promise<unknown>, [unknown]>(),
  setDisabled: jest.fn<Promise<unknown>, [unknown]>(),
  setStaff: jest.fn<Promise<unknown>, [unknown]>(),
  accounts: [] as StaffAccountSummary[],
  accountArgs: [] as unknown[],
  account: undefined as StaffAccountDetail | undefined,
  audit: [] as AuditEntry[],
  auditArgs: [] as unknown[],
  families: [] as FamilyManifestEntry[],
};
/** A list as the server pages it. */
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
jest.mock('./staff-api', () => {
  const query = (data: () => unknown) => ({
    data: data(),
    error: undefined,
    isFetching: false,
    refetch: jest.fn(),
  });
  const mutation = (fn: (arg: unknown) => Promise<unknown>) => () =>
    [(arg: unknown) => ({ unwrap: () => fn(arg) }), { isLoading: false }] as const;
  return {
    useStaffLoginMutation: mutation((a) => mockApi.login(a)),
    useStaffEnrollmentsQuery: (arg: unknown) => {
      mockApi.enrollmentArgs.push(arg);
      return query(() => page(mockApi.enrollments));
    },
    useStaffActivationRequestsQuery: () => query(() => page(mockApi.requests)),
    useStaffQuestionsQuery: (arg: unknown) => {
      mockApi.questionArgs.push(arg);
      return query(() => page(mockApi.questions));
    },
    useStaffAccountsQuery: (arg: unknown) => {
      mockApi.accountArgs.push(arg);
      return query(() => page(mockApi.accounts));
    },
    useStaffAccountQuery: () => query(() => mockApi.account),
    useStaffAuditQuery: (arg: unknown) => {
      mockApi.auditArgs.push(arg);
      return query(() => page(mockApi.audit));
    },
    useHandleActivationRequestMutation: mutation((a) => mockApi.handle(a)),
    useResetPasswordMutation: mutation((a) => mockApi.reset(a)),
    useSetAccountDisabledMutation: mutation((a) => mockApi.setDisabled(a)),
    useSetStaffRoleMutation: mutation((a) => mockApi.setStaff(a)),
    useActivateEnrollmentMutation: mutation((a) => mockApi.activate(a)),
    useRejectEnrollmentMutation: mutation((a) => mockApi.reject(a)),
    useReplyToQuestionMutation: mutation((a) => mockApi.reply(a)),
    useCreateAccountMutation: mutation((a) => mockApi.create(a)),
  };
});
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useGetFamiliesQuery: () => ({ data: { families: mockApi.families } }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- after the stand-ins exist */
const { portalApi, SIGNED_OUT_EVENT } = require('@portal/api-client') as typeof import('@portal/api-client');
const { StaffConsole } = require('./staff-console') as typeof import('./staff-console');
const { defaultActivation } = require('./logic') as typeof import('./logic');
/* eslint-enable @typescript-eslint/no-require-imports */

const staffUser: AuthUser = {
  id: 1,
  username: 'staff',
  name: 'Staff Member',
  email: null,
  photoUrl: null,
  provider: 'local',
  providerId: 'staff',
  roles: ['staff'],
};
const learnerUser: AuthUser = {
  ...staffUser,
  id: 2,
  username: 'learner',
  name: 'Learner',
  roles: ['learner'],
};

const pending: StaffEnrollment = {
  id: 41,
  accountId: 7,
  accountName: 'Rasa Žemaitė',
  family: 'ket',
  valid: 0,
  registration: {
    vardas: 'Rasa',
    pavarde: 'Žemaitė',
    gdata: '1999-04-12',
    telefonas: '+37061234567',
    email: 'rasa@example.lt',
    filialas: 6,
    orig_email: null,
    tekstas: null,
  },
  validFrom: null,
  validTo: null,
  testsLeft: 0,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const ket = {
  id: 'ket',
  enabled: true,
  group: 'main',
  labels: { lt: 'KET', ru: 'ПДД', en: 'Driving theory' },
} as FamilyManifestEntry;

const validation = (field: string, code: string, message: string) => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message, fields: [{ field, code, message }] },
});

describe('the staff console', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    localStorage.clear();
    Object.assign(mockApi, {
      enrollments: [],
      requests: [],
      questions: [],
      accounts: [],
      account: undefined,
      audit: [],
      families: [ket],
    });
    for (const args of [mockApi.enrollmentArgs, mockApi.questionArgs, mockApi.accountArgs, mockApi.auditArgs])
      args.length = 0;
    for (const fn of [
      mockApi.login,
      mockApi.activate,
      mockApi.reject,
      mockApi.reply,
      mockApi.create,
      mockApi.handle,
      mockApi.reset,
      mockApi.setDisabled,
      mockApi.setStaff,
    ])
      fn.mockReset();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    document.body.innerHTML = '';
  });

  async function mount() {
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (m) => m().concat(portalApi.middleware),
    });
    await act(async () =>
      root.render(
        <Provider store={store}>
          <PortalThemeProvider language="lt">
            <StaffConsole />
          </PortalThemeProvider>
        </Provider>,
      ),
    );
  }

  const byId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const text = () => document.body.textContent ?? '';
  async function settle(ms = 30) {
    await act(() => new Promise((r) => setTimeout(r, ms)));
  }
  /** Form rules answer asynchronously: waits (a little, on a busy machine) until `check` holds. */
  async function until(check: () => boolean, ms = 10_000) {
    for (let waited = 0; !check() && waited < ms; waited += 30) await settle(30);
  }
  async function type(element: HTMLElement | null, value: string) {
    if (!element) throw new Error('no such field');
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  async function click(element: Element | null) {
    if (!element) throw new Error('nothing to click');
    await act(async () => (element as HTMLElement).click());
    await settle();
  }
  function signedIn() {
    localStorage.setItem('staff:session', JSON.stringify({ accessToken: 'staff-token', user: staffUser }));
  }

  it('signs a staff account in under its own storage key and out with the logout button', async () => {
    localStorage.setItem('ket:session', JSON.stringify({ accessToken: 'learner-token', user: learnerUser }));
    mockApi.login.mockResolvedValue({ accessToken: 'staff-token', user: staffUser });
    await mount();
    expect(byId('staff-sign-in')).not.toBeNull();
    await type(byId('staff-username'), ' staff ');
    await type(byId('staff-password'), 'staff-dev-password');
    await click(byId('staff-sign-in-submit'));
    expect(mockApi.login).toHaveBeenCalledWith({ username: 'staff', password: 'staff-dev-password' });
    expect(JSON.parse(localStorage.getItem('staff:session')!).accessToken).toBe('staff-token');
    expect(byId('staff-user')?.textContent).toContain('Staff Member');
    expect(byId('registrations')).not.toBeNull();

    await click(byId('staff-logout'));
    expect(localStorage.getItem('staff:session')).toBeNull();
    expect(localStorage.getItem('ket:session')).not.toBeNull(); // the learner's family session is not the console's
    expect(byId('staff-sign-in')).not.toBeNull();
  });

  it('tells a learner account it has no staff access and keeps nothing', async () => {
    mockApi.login.mockResolvedValue({ accessToken: 'learner-token', user: learnerUser });
    await mount();
    await type(byId('staff-username'), 'learner-active');
    await type(byId('staff-password'), 'learner-pass');
    await click(byId('staff-sign-in-submit'));
    expect(byId('staff-sign-in-error')?.textContent).toContain('Ši paskyra neturi darbuotojo teisių.');
    expect(localStorage.getItem('staff:session')).toBeNull();
    expect(byId('registrations')).toBeNull();
  });

  it('shows a wrong password in the current language', async () => {
    mockApi.login.mockRejectedValue({
      status: 401,
      data: { statusCode: 401, code: 'bad-credentials', message: 'Neteisingas vardas arba slaptažodis' },
    });
    await mount();
    await type(byId('staff-username'), 'staff');
    await type(byId('staff-password'), 'wrong');
    await click(byId('staff-sign-in-submit'));
    expect(byId('staff-sign-in-error')?.textContent).toMatch(/slaptažodis/i);
  });

  it("a 401 of a staff call (the API client's sign-out of the 'staff' scope) signs the console out", async () => {
    signedIn();
    await mount();
    expect(byId('registrations')).not.toBeNull();
    // another family's sign-out is not the console's
    await act(async () => {
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family: 'ket' } }));
    });
    expect(byId('registrations')).not.toBeNull();
    await act(async () => {
      localStorage.removeItem('staff:session');
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family: 'staff' } }));
    });
    expect(byId('registrations')).toBeNull();
    expect(byId('staff-sign-in-error')?.textContent).toContain('Sesija baigėsi');
  });

  it('a stored session of an account without the staff role is not used', async () => {
    localStorage.setItem('staff:session', JSON.stringify({ accessToken: 't', user: learnerUser }));
    await mount();
    expect(byId('staff-sign-in')).not.toBeNull();
  });

  it('lists pending registrations by default with the registration details and the branch name', async () => {
    signedIn();
    mockApi.enrollments = [pending];
    await mount();
    expect(mockApi.enrollmentArgs[0]).toEqual({ status: 'pending', page: 1, pageSize: 50 });
    const details = byId('registration-details')?.textContent ?? '';
    for (const part of ['Rasa Žemaitė', '1999-04-12', '+37061234567', 'rasa@example.lt', 'Vilnius'])
      expect(details).toContain(part);
    expect(byId('status-tag')?.textContent).toBe('Laukia');
  });

  it('activates with today, a year and 30 tests by default; the schema refuses at once, an API field error shows on its field', async () => {
    signedIn();
    mockApi.enrollments = [pending];
    const defaults = defaultActivation();
    mockApi.activate
      .mockRejectedValueOnce(validation('tests', 'range', 'Per daug testų'))
      .mockResolvedValueOnce({ ...pending, valid: 1 });
    await mount();
    await click(byId('activate'));
    expect((byId('activate-valid-from') as HTMLInputElement).value).toBe(defaults.validFrom);
    expect((byId('activate-valid-to') as HTMLInputElement).value).toBe(defaults.validTo);
    expect((byId('activate-tests') as HTMLInputElement).value).toBe('30');

    // activateEnrollmentSchema, the API's own rule: the end may not be before the start
    await type(byId('activate-valid-to'), '2000-01-01');
    await click(byId('activate-submit'));
    await until(() => Boolean(byId('activate-dialog')?.textContent?.includes('Pabaiga')));
    expect(mockApi.activate).not.toHaveBeenCalled();
    expect(byId('activate-dialog')?.textContent).toContain('Pabaiga negali būti ankstesnė už pradžią');

    await type(byId('activate-valid-to'), defaults.validTo);
    await click(byId('activate-submit'));
    await until(() => mockApi.activate.mock.calls.length > 0);
    expect(mockApi.activate).toHaveBeenLastCalledWith({
      id: 41,
      body: { validFrom: defaults.validFrom, validTo: defaults.validTo, tests: 30 },
    });
    expect(byId('activate-dialog')?.textContent).toContain('Bent 1 testas');

    await type(byId('activate-info'), 'Sėkmės!');
    await click(byId('activate-submit'));
    await until(() => mockApi.activate.mock.calls.length > 1);
    expect(mockApi.activate).toHaveBeenLastCalledWith({
      id: 41,
      body: { validFrom: defaults.validFrom, validTo: defaults.validTo, tests: 30, info: 'Sėkmės!' },
    });
    await settle(400); // the dialog closes
    expect(byId('activate-dialog')).toBeNull();
  });

  it('rejects only with a reason: empty or blank is refused at once, an API field error shows on the field', async () => {
    signedIn();
    mockApi.enrollments = [pending];
    mockApi.reject
      .mockRejectedValueOnce(validation('text', 'required', 'Privalomas laukas'))
      .mockResolvedValueOnce({ ...pending, valid: -1 });
    await mount();
    await click(byId('reject'));
    expect(byId('reject-explain')?.textContent).toContain('registracijos formą');

    await click(byId('reject-submit'));
    expect(mockApi.reject).not.toHaveBeenCalled();
    expect(byId('reject-dialog')?.textContent).toContain('Privalomas laukas');

    // rejectEnrollmentSchema, the API's own rule: blanks are no reason
    await type(byId('reject-reason'), '   ');
    await click(byId('reject-submit'));
    await until(() => Boolean(byId('reject-dialog')?.querySelector('.ant-form-item-explain-error')));
    expect(mockApi.reject).not.toHaveBeenCalled();
    expect(byId('reject-dialog')?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
      'Privalomas laukas',
    );

    await type(byId('reject-reason'), 'Neteisinga gimimo data');
    await click(byId('reject-submit'));
    await until(() => mockApi.reject.mock.calls.length > 0);
    expect(mockApi.reject).toHaveBeenCalledWith({
      id: 41,
      body: { valid: -1, text: 'Neteisinga gimimo data' },
    });
    const rejectError = () =>
      byId('reject-dialog')?.querySelector('.ant-form-item-explain-error')?.textContent;
    await until(() => rejectError() === 'Privalomas laukas');
    expect(rejectError()).toBe('Privalomas laukas');

    await click(byId('reject-submit'));
    await until(() => mockApi.reject.mock.calls.length > 1);
    expect(mockApi.reject).toHaveBeenLastCalledWith({
      id: 41,
      body: { valid: -1, text: 'Neteisinga gimimo data' },
    });
  });

  it('a request opens with the current dates and tests, previews the sum, and grants what is added', async () => {
    signedIn();
    const request: StaffActivationRequest = {
      id: 5,
      accountId: 7,
      accountName: 'Rasa Žemaitė',
      family: 'ket',
      kind: 'more-tests',
      text: 'Prašau daugiau testų',
      createdAt: '2026-11-22T10:00:00.000Z',
      current: { enrollmentId: 41, valid: 1, validFrom: '2026-01-01', validTo: '2099-06-30', testsLeft: 27 },
      handled: false,
      handledAt: null,
      handledBy: null,
      outcome: null,
      grantedTests: null,
      grantedUntil: null,
      note: null,
    };
    mockApi.requests = [request, { ...request, id: 6, accountName: 'Kitas', current: null }];
    mockApi.handle.mockResolvedValue({ ...request, handled: true });
    await mount();
    await click(byId('tab-requests'));
    expect(byId('request-current')?.textContent).toContain('liko testų: 27');
    expect(text()).toContain('Šis besimokantysis neturi registracijos');
    await click(document.body.querySelector('[data-testid=request-open]'));
    expect(document.body.querySelector('.ant-modal-title')?.textContent).toBe('Prašymas: Rasa Žemaitė');
    await type(byId('grant-tests'), '40');
    await type(byId('grant-days'), '30');
    await until(() => Boolean(byId('grant-preview')?.textContent?.includes('67')));
    expect(byId('grant-preview')?.textContent).toContain('2099-07-30, testų: 27 + 40 = 67');
    await click(byId('request-grant'));
    await until(() => mockApi.handle.mock.calls.length > 0);
    expect(mockApi.handle).toHaveBeenCalledWith({ id: 5, body: { decision: 'grant', tests: 40, days: 30 } });
  });

  it('finds accounts, opens one, makes a temporary password and shows it once; the last-staff refusal is explained', async () => {
    signedIn();
    const summary: StaffAccountSummary = {
      id: 7,
      username: 'rasa',
      name: 'Rasa Žemaitė',
      email: null,
      provider: 'local',
      roles: ['learner'],
      disabled: false,
      createdAt: '2026-11-22T10:00:00.000Z',
      families: [{ family: 'ket', valid: 1 }],
    };
    mockApi.accounts = [summary];
    mockApi.account = {
      ...summary,
      enrollments: [pending],
      attempts: [],
      requests: [],
      questions: [],
      orders: [],
    };
    mockApi.reset.mockResolvedValue({ mode: 'temporary', temporaryPassword: 'Abc23456defg' });
    mockApi.setStaff.mockRejectedValue({
      status: 409,
      data: { statusCode: 409, code: 'last-staff', message: 'x' },
    });
    await mount();
    await click(byId('tab-accounts'));
    expect(byId('account-row-name')?.textContent).toContain('Rasa Žemaitė');
    const search =
      byId('accounts-search')?.querySelector('input') ?? (byId('accounts-search') as HTMLInputElement);
    await type(search, 'rasa');
    await act(async () => {
      search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    await until(() => mockApi.accountArgs.some((a) => (a as { q?: string }).q === 'rasa'));
    expect(mockApi.accountArgs.at(-1)).toMatchObject({ q: 'rasa', page: 1 });

    await click(byId('account-open'));
    await until(() => Boolean(byId('account-drawer')));
    expect(byId('account-enrollments')?.textContent).toContain('liko testų: 0');
    expect((byId('reset-link') as HTMLButtonElement).disabled).toBe(true); // no e-mail address
    await click(byId('reset-temporary'));
    await until(() => Boolean(byId('temporary-password')));
    expect(mockApi.reset).toHaveBeenCalledWith({ id: 7, mode: 'temporary' });
    expect(byId('temporary-password')?.textContent).toContain('Abc23456defg');
    await click(byId('temporary-close'));
    await settle(400);
    expect(byId('temporary-password')).toBeNull();

    await click(byId('account-toggle-staff'));
    await until(() => Boolean(byId('account-actions')?.textContent?.includes('paskutinė')));
    expect(byId('account-actions')?.textContent).toContain('Tai paskutinė įjungta darbuotojo paskyra');
  });

  it('the audit tab lists the entries and filters them', async () => {
    signedIn();
    mockApi.audit = [
      {
        id: 1,
        at: '2026-11-22T10:00:00.000Z',
        actorId: 1,
        actorName: 'Staff Member',
        action: 'account.disable',
        target: 'account:7',
        before: { disabled: false },
        after: { disabled: true },
      },
    ];
    await mount();
    await click(byId('tab-audit'));
    expect(byId('audit-action')?.textContent).toBe('Paskyra išjungta');
    expect(byId('audit-target')?.textContent).toBe('account:7');
    await type(byId('audit-filter-target'), 'account:7');
    await click(byId('audit-filter-apply'));
    await until(() => mockApi.auditArgs.some((a) => (a as { target?: string }).target === 'account:7'));
    expect(mockApi.auditArgs.at(-1)).toEqual({ target: 'account:7', page: 1, pageSize: 50 });
  });

  it('shows the test question and the learner text, and sends a reply', async () => {
    signedIn();
    mockApi.questions = [
      {
        id: 9,
        family: 'ket',
        accountName: 'Rasa Žemaitė',
        questionId: 100,
        questionText: 'Kas turi pirmumo teisę?',
        text: 'Kodėl teisingas tik pirmas?',
        reply: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        repliedAt: null,
      },
    ];
    mockApi.reply.mockResolvedValue({});
    await mount();
    await click(byId('tab-questions'));
    expect(mockApi.questionArgs.at(-1)).toEqual({ answered: false, page: 1, pageSize: 20 });
    expect(byId('question-text')?.textContent).toBe('Kas turi pirmumo teisę?');
    expect(byId('question-learner-text')?.textContent).toBe('Kodėl teisingas tik pirmas?');
    await type(byId('reply-text'), 'Nes taip sako KET 5 punktas.');
    await click(byId('reply-send'));
    expect(mockApi.reply).toHaveBeenCalledWith({ id: 9, text: 'Nes taip sako KET 5 punktas.' });
  });

  it('creates a learner account; a taken username is shown on the username', async () => {
    signedIn();
    mockApi.create
      .mockRejectedValueOnce({ status: 409, data: { statusCode: 409, code: 'username-taken', message: 'x' } })
      .mockResolvedValueOnce({ ...learnerUser, username: 'jonas2' });
    await mount();
    await click(byId('tab-accounts'));
    await type(byId('account-username'), 'jonas');
    await type(byId('account-password'), 'short');
    await type(byId('account-name'), 'Jonas Jonaitis');
    await click(byId('account-submit'));
    await until(() =>
      Boolean(byId('accounts')?.textContent?.includes('Slaptažodis turi būti bent 8 simbolių')),
    );
    expect(mockApi.create).not.toHaveBeenCalled();
    expect(byId('accounts')?.textContent).toContain('Slaptažodis turi būti bent 8 simbolių');

    await type(byId('account-password'), 'long-enough-1');
    await click(byId('account-submit'));
    expect(mockApi.create).toHaveBeenCalledWith({
      username: 'jonas',
      password: 'long-enough-1',
      name: 'Jonas Jonaitis',
    });
    expect(byId('accounts')?.textContent).toContain('Toks naudotojo vardas jau užimtas');

    await type(byId('account-username'), 'jonas2');
    await click(byId('account-submit'));
    expect(byId('account-created')?.textContent).toContain('Paskyra jonas2 sukurta');
  });
});
