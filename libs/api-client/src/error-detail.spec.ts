/** @jest-environment jsdom */
// Server errors in the learner's language: by the error code (docs/api.md "Errors"), the server's Lithuanian
// message only for codes the app does not know.
import { initI18n, setLanguage } from '@portal/i18n';
import { errorCodeText, errorDetail, fieldErrorText } from './error-detail';

const refusal = (code: string, message: string) => ({
  status: 403,
  data: { statusCode: 403, code, message },
});

const CODES = [
  'unauthorized',
  'bad-credentials',
  'staff-only',
  'account-disabled',
  'not-registered',
  'pending',
  'rejected',
  'not-yet-valid',
  'expired',
  'no-tests-left',
  'invalid-test-token',
  'foreign-test-token',
  'wrong-family',
  'test-not-ended',
  'not-found',
  'family-not-offered',
  'test-ended',
  'deadline-passed',
  'entry-running',
  'already-asked',
  'not-enough-questions',
  'question-removed',
  'already-pending',
  'already-active',
  'registration-closed',
];
const FIELD_CODES = [
  'required',
  'type',
  'pattern',
  'email',
  'date',
  'range',
  'consent',
  'unknown-field',
  'format',
];

describe('error texts by code (lt, ru, en)', () => {
  beforeAll(async () => {
    await initI18n('lt');
  });
  afterEach(async () => {
    await setLanguage('lt');
  });

  it('a refusal is shown in the current language, not in the server’s Lithuanian', async () => {
    const error = refusal('no-tests-left', 'Neliko testų');
    expect(errorDetail(error)).toBe('Neliko testų');
    await setLanguage('ru');
    expect(errorDetail(error)).toBe('Тестов не осталось');
    await setLanguage('en');
    expect(errorDetail(error)).toBe('No tests left');
    expect(errorDetail({ status: 409, data: { code: 'test-ended', message: 'Testas jau baigtas' } })).toBe(
      'The test has already ended',
    );
  });

  it('an unknown code falls back to the server’s message; no answer at all is said in the language', async () => {
    await setLanguage('en');
    expect(errorDetail(refusal('something-new', 'Kažkas naujo'))).toBe('Kažkas naujo');
    expect(errorDetail({ status: 403, data: { message: 'Be kodo' } })).toBe('Be kodo');
    expect(errorDetail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Could not reach the server',
    );
    await setLanguage('ru');
    expect(errorDetail({ status: 'TIMEOUT_ERROR', error: 'TimeoutError: signal timed out' })).toBe(
      'Не удалось связаться с сервером',
    );
    expect(errorDetail({ status: 'PARSING_ERROR', error: 'SyntaxError: Unexpected token' })).toBe(
      'SyntaxError: Unexpected token',
    );
    expect(errorCodeText(undefined, 'Pranešimas')).toBe('Pranešimas');
  });

  it('400 field errors are translated by their code; the e-mail one is the spec’s in Lithuanian', async () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad input',
        fields: [
          { field: 'email', code: 'email', message: 'Blogas el. pašto formatas' },
          { field: 'body', code: 'format', message: 'Netinkamas užklausos turinys (JSON)' },
        ],
      },
    };
    expect(errorDetail(error)).toBe(
      'email: Blogas el. pašto formatas; body: Netinkamas užklausos turinys (JSON)',
    );
    await setLanguage('ru');
    expect(errorDetail(error)).toBe(
      'email: Неверный формат эл. почты; body: Неверное содержимое запроса (JSON)',
    );
    await setLanguage('en');
    expect(fieldErrorText({ code: 'required', message: 'Privalomas laukas' })).toBe('Required field');
  });

  it.each(['lt', 'ru', 'en'] as const)('every code of docs/api.md has a %s text', async (language) => {
    await setLanguage(language);
    for (const code of CODES) expect(errorCodeText(code, 'RAW')).not.toBe('RAW');
    for (const code of FIELD_CODES)
      expect(fieldErrorText({ code: code as never, message: 'RAW' })).not.toBe('RAW');
  });
});
