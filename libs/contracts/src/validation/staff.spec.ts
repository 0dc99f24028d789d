import { validateFields } from './field-errors';
import { activationRequestSchema } from './activation-request';
import { askQuestionSchema } from './ask-question';
import { createAccountSchema } from './staff-account';
import {
  activateEnrollmentSchema,
  rejectEnrollmentSchema,
  replyLearnerQuestionSchema,
} from './staff-enrollment';

const codes = (schema: () => Parameters<typeof validateFields>[0], body: unknown) => {
  const result = validateFields(schema(), body);
  return result.ok ? [] : result.fields.map((f) => [f.field, f.code, f.message]);
};

describe('staff new-account form', () => {
  it('username, password of 8+, a name, an optional valid e-mail', () => {
    expect(codes(createAccountSchema, { username: 'ona.k', password: 'ona-password', name: 'Ona' })).toEqual(
      [],
    );
    expect(
      codes(createAccountSchema, { username: 'a b', password: 'short', name: ' ', email: 'not-mail' }),
    ).toEqual([
      ['username', 'pattern', 'Vardas: 3–100 raidžių, skaitmenų arba . _ @ -'],
      ['password', 'range', 'Slaptažodis turi būti bent 8 simbolių'],
      ['name', 'required', 'Privalomas laukas'],
      ['email', 'email', 'Blogas el. pašto formatas'],
    ]);
    expect(
      codes(createAccountSchema, { username: 'abc', password: '12345678', name: 'A', email: null }),
    ).toEqual([]);
  });
});

describe('activate / reject / reply', () => {
  const activate = { validFrom: '2026-03-01', validTo: '2026-04-01', tests: 5 };
  it('activate: real dates, validTo not before validFrom, 1+ whole tests', () => {
    expect(codes(activateEnrollmentSchema, activate)).toEqual([]);
    expect(codes(activateEnrollmentSchema, { ...activate, validFrom: '2026-02-30' })[0].slice(0, 2)).toEqual([
      'validFrom',
      'date',
    ]);
    expect(codes(activateEnrollmentSchema, { ...activate, validFrom: '2026-05-01' })).toEqual([
      ['validTo', 'range', 'Pabaiga negali būti ankstesnė už pradžią'],
    ]);
    expect(codes(activateEnrollmentSchema, { ...activate, validTo: '1.4.2026' })).toEqual([
      ['validTo', 'date', 'Data turi būti formatu YYYY-MM-DD'],
    ]);
    expect(codes(activateEnrollmentSchema, { ...activate, tests: 0 })[0].slice(0, 2)).toEqual([
      'tests',
      'range',
    ]);
    expect(codes(activateEnrollmentSchema, { ...activate, tests: '5' })[0].slice(0, 2)).toEqual([
      'tests',
      'type',
    ]);
  });
  it('reject: a negative whole code and a reason', () => {
    expect(codes(rejectEnrollmentSchema, { valid: -7, text: 'Kita' })).toEqual([]);
    expect(codes(rejectEnrollmentSchema, { valid: 1, text: ' ' })).toEqual([
      ['valid', 'range', 'Atmetimo kodas turi būti neigiamas'],
      ['text', 'required', 'Privalomas laukas'],
    ]);
    expect(codes(rejectEnrollmentSchema, { valid: '-1', text: 'x' })[0].slice(0, 2)).toEqual([
      'valid',
      'type',
    ]);
  });
  it('reply: a text', () => {
    expect(codes(replyLearnerQuestionSchema, { text: '' })[0].slice(0, 2)).toEqual(['text', 'required']);
  });
});

describe('learner bodies', () => {
  it('activation request: the text is required (core spec section 5), kind one of two', () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 5 }, { text: 'ok', kind: 'gift' }])
      expect(codes(activationRequestSchema, body)).not.toEqual([]);
    expect(validateFields(activationRequestSchema(), { text: ' Daugiau ', kind: 'more-tests' })).toEqual({
      ok: true,
      data: { text: 'Daugiau', kind: 'more-tests' },
    });
  });
  it('ask question: an id, a text, the test token', () => {
    expect(codes(askQuestionSchema, { id: 3, klausimas: 'Kodėl?', jwt: 't' })).toEqual([]);
    expect(codes(askQuestionSchema, { id: 0, klausimas: ' ', jwt: '' })).toEqual([
      ['id', 'range', 'Netinkama reikšmė'],
      ['klausimas', 'required', 'Klausimas negali būti tuščias'],
      ['jwt', 'required', 'Privalomas laukas'],
    ]);
  });
});
