import { activateEnrollmentSchema, createAccountSchema, type FamilyManifestEntry } from '@portal/contracts';
import {
  activationBody,
  addYears,
  branchName,
  defaultActivation,
  enrollmentQuery,
  isoDay,
  isStaff,
  offeredExamFamilies,
  REJECT_CODES,
  rejectionOutcome,
  splitFieldErrors,
  statusKind,
  schemaFieldError,
} from './logic';

describe('activation defaults: valid from today for a year, 30 tests', () => {
  it('starts today and ends on the same day a year later', () => {
    expect(defaultActivation(new Date(2026, 10, 22))).toEqual({
      validFrom: '2026-11-22',
      validTo: '2027-11-22',
      tests: 30,
      info: '',
    });
  });

  it('29 February ends on 28 February of the next year', () => {
    expect(isoDay(addYears(new Date(2028, 1, 29), 1))).toBe('2029-02-28');
    expect(isoDay(addYears(new Date(2028, 1, 29), 4))).toBe('2032-02-29');
  });

  it('sends a whole number of tests and leaves an empty info out', () => {
    expect(
      activationBody({ validFrom: '2026-01-01', validTo: '2026-12-31', tests: '12', info: '  ' }),
    ).toEqual({
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      tests: 12,
    });
    expect(activationBody({ validFrom: 'a', validTo: 'b', tests: 3, info: ' Sveiki ' })).toMatchObject({
      info: 'Sveiki',
    });
  });
});

describe('rejection codes (core spec section 4, activation status table)', () => {
  it('offers -1, -4 (form back, prefilled) and -5, -7 (request-activation button)', () => {
    expect([...REJECT_CODES]).toEqual([-1, -4, -5, -7]);
    expect(REJECT_CODES.map(rejectionOutcome)).toEqual(['prefill', 'prefill', 'request', 'request']);
    expect(rejectionOutcome(-9)).toBe('reason');
  });

  it('names the status of a valid value', () => {
    expect([1, 0, -7, null].map(statusKind)).toEqual(['active', 'pending', 'rejected', 'none']);
  });
});

describe('who may use the console', () => {
  it('only accounts with the staff role', () => {
    expect(isStaff({ roles: ['staff'] })).toBe(true);
    expect(isStaff({ roles: ['learner'] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});

describe('lists', () => {
  const entry = (id: FamilyManifestEntry['id'], enabled = true) =>
    ({ id, enabled, group: 'main', labels: { lt: id, ru: id, en: id } }) as FamilyManifestEntry;

  it('filters by the exam families the deployment offers (not the modes, not the switched-off ones)', () => {
    const offered = offeredExamFamilies([
      entry('ket'),
      entry('kodas', false),
      entry('hidro'),
      entry('competition'),
    ]);
    expect(offered.map((f) => f.id)).toEqual(['ket', 'hidro']);
    expect(offeredExamFamilies(undefined)).toEqual([]);
  });

  it('asks for every family when none is chosen', () => {
    expect(enrollmentQuery('', 'pending')).toEqual({ status: 'pending' });
    expect(enrollmentQuery('kodas', 'active')).toEqual({ family: 'kodas', status: 'active' });
    expect(enrollmentQuery(undefined, undefined)).toEqual({});
  });

  it('names branches in the language (BRANCHES), or shows an unknown id', () => {
    expect(branchName(15, 'en')).toBe('Code 95 distance school');
    expect(branchName(6, 'ru')).toBe('Вильнюс');
    expect(branchName(99, 'lt')).toBe('99');
    expect(branchName(null, 'lt')).toBe('');
  });
});

describe("the API's field errors", () => {
  it('go to the form fields they name; the others are shown above the form', () => {
    const split = splitFieldErrors(
      [
        { field: 'validTo', code: 'range', message: 'Pabaiga negali būti ankstesnė už pradžią' },
        { field: 'validTo', code: 'date', message: 'x' },
        { field: 'body', code: 'format', message: 'bad JSON' },
      ],
      ['validFrom', 'validTo'],
      (e) => `${e.code}!`,
    );
    expect(split).toEqual({ byField: { validTo: ['range!', 'date!'] }, other: ['body: format!'] });
  });
});

describe('schemaFieldError: the forms check with the API schemas', () => {
  it("names the field's error in the body the form would send", () => {
    const body = { validFrom: '2026-05-01', validTo: '2026-04-01', tests: 5 };
    expect(schemaFieldError(activateEnrollmentSchema(), body, 'validTo')).toMatchObject({ code: 'range' });
    expect(schemaFieldError(activateEnrollmentSchema(), body, 'validFrom')).toBeUndefined();
    expect(
      schemaFieldError(
        createAccountSchema(),
        { username: 'ab', password: '12345678', name: 'A' },
        'username',
      ),
    ).toMatchObject({ code: 'pattern' });
    expect(
      schemaFieldError(createAccountSchema(), { username: 'abc', password: 'short', name: 'A' }, 'password'),
    ).toMatchObject({ code: 'range', message: 'Slaptažodis turi būti bent 8 simbolių' });
  });
});
