import { CODE_FAMILY_BRANCH_IDS, BRANCHES } from '@portal/contracts';
import {
  branchOptions,
  isRegistrationValid,
  isValidBirthDate,
  birthDateIssueKey,
  issueMessageKey,
  maskBirthDate,
  prefillFromRecord,
  toRegistrationForm,
  validateField,
  validateRegistration,
  type RegistrationValues,
} from './registration';

const today = new Date(2026, 5, 15);
const good: RegistrationValues = {
  vardas: 'Žydrūnė',
  pavarde: 'Šimkutė-Ąžuolienė',
  gdata: '1999-02-28',
  telefonas: '+370 612 34567',
  email: 'zydrune@example.lt',
  filialas: 1,
  agree: true,
};

describe('registration: all fields required, agree must be ticked (core spec section 5)', () => {
  it('a complete form is valid', () => {
    expect(validateRegistration(good, null, today)).toEqual({});
    expect(isRegistrationValid(good, null, today)).toBe(true);
  });

  it('an empty form names every field', () => {
    expect(validateRegistration({}, null, today)).toEqual({
      vardas: 'required',
      pavarde: 'required',
      gdata: 'required',
      telefonas: 'required',
      email: 'required',
      filialas: 'required',
      agree: 'consent',
    });
  });

  it.each(['vardas', 'pavarde', 'gdata', 'telefonas', 'email'] as const)(
    '%s of only spaces is missing',
    (field) => {
      expect(validateField(field, '   ')).toBe('required');
      expect(isRegistrationValid({ ...good, [field]: '' }, null, today)).toBe(false);
    },
  );

  it('filialas must be chosen', () => {
    expect(validateField('filialas', null)).toBe('required');
    expect(validateField('filialas', undefined)).toBe('required');
  });

  it('agree must be exactly ticked', () => {
    expect(validateField('agree', false)).toBe('consent');
    expect(validateField('agree', undefined)).toBe('consent');
    expect(validateField('agree', true)).toBeNull();
  });
});

describe('names: letters incl. Lithuanian, hyphen, space (core spec section 5)', () => {
  it.each([
    'Jonas',
    'Ąžuolas',
    'Čiurlionis',
    'Anna-Marija',
    'Jonas Petras',
    'Ėglė',
    'Įvairus',
    'Ūla',
    'Šarūnas',
    'Елена',
    'Zoë',
  ])('%s is accepted', (name) => {
    expect(validateField('vardas', name)).toBeNull();
    expect(validateField('pavarde', name)).toBeNull();
  });
  it.each(['Jonas1', 'J0nas', 'Jonas!', "O'Brien", 'a.b', 'Jonas_P', '<script>', '---', '@'])(
    '%s is refused',
    (name) => {
      expect(validateField('vardas', name)).toBe('pattern');
    },
  );
  it('names of more than 60 characters are refused, exactly as the API refuses them (the shared schema)', () => {
    expect(validateField('pavarde', 'A'.repeat(60))).toBeNull();
    expect(validateField('pavarde', 'A'.repeat(61))).toBe('range');
    expect(validateRegistration({ ...good, vardas: 'Ą'.repeat(61) }, null, today)).toEqual({
      vardas: 'range',
    });
    expect(issueMessageKey('vardas', 'range')).toBe('form.errors.tooLong');
  });
});

describe('gdata: YYYY-MM-DD with the 0000-M0-d0 mask (core spec section 5)', () => {
  it.each([
    ['19990228', '1999-02-28'],
    ['1999-02-28', '1999-02-28'],
    ['1999', '1999'],
    ['19990', '1999-0'],
    ['199902', '1999-02'],
    ['1999022', '1999-02-2'],
    ['1999-9', '1999-09'],
    ['1990-5-6', '1990-05-06'],
    ['1990-1-6', '1990-01-06'],
    ['1990/12/3', '1990-12-3'],
    ['1990/12/4', '1990-12-04'],
    ['1990-1', '1990-1'],
    ['1999 1 2 3 1', '1999-01-02'],
    ['1999-13', '1999-13'],
    ['1999-12-4', '1999-12-04'],
    ['abc', ''],
    ['2000-01-01-extra99', '2000-01-01'],
    ['', ''],
  ])('mask(%j) = %j', (input, out) => {
    expect(maskBirthDate(input)).toBe(out);
  });

  it("calls a future or today's date what it is, a malformed one a format error", () => {
    const now = new Date(2026, 5, 15);
    expect(issueMessageKey('gdata', 'date', '2030-01-01', now)).toBe('form.errors.dateFuture');
    expect(birthDateIssueKey('2026-06-15', now)).toBe('form.errors.dateFuture');
    expect(birthDateIssueKey('2026-06-14', now)).toBe('form.errors.date');
    expect(birthDateIssueKey('1990-13-01', now)).toBe('form.errors.date');
    expect(birthDateIssueKey('1990-0', now)).toBe('form.errors.date');
    expect(birthDateIssueKey('1850-01-01', now)).toBe('form.errors.dateEarly');
  });

  it('accepts real past dates', () => {
    expect(isValidBirthDate('2000-02-29', today)).toBe(true);
    expect(isValidBirthDate('1950-12-31', today)).toBe(true);
    expect(isValidBirthDate('2026-06-14', today)).toBe(true);
  });
  it.each([
    '1999-02-30',
    '2001-02-29',
    '1999-13-01',
    '1999-00-10',
    '1999-1-1',
    '99-01-01',
    '1899-12-31',
    '2026-06-15',
    '2026-06-16',
    '2030-01-01',
  ])('refuses %s', (value) => {
    expect(isValidBirthDate(value, today)).toBe(false);
    expect(validateField('gdata', value, null, today)).toBe('date');
  });
});

describe('email and phone', () => {
  it.each(['a@b.lt', 'first.last+tag@mail.example.com', 'ąžuolas@pavyzdys.lt', 'jonas@my-school.lt'])(
    'email %s ok',
    (v) => expect(validateField('email', v)).toBeNull(),
  );
  it.each([
    'a@b',
    'ab.lt',
    'a b@c.lt',
    'a@b..lt',
    '@b.lt',
    'a@.lt',
    'x@y.z',
    'a..b@example.com',
    '.a@example.com',
    'a@example.c0m',
    'a@ex_ample.com',
    'a(b)@example.com',
    'a@-example.com',
    'a@example.123',
  ])('email %s → email (Blogas el. pašto formatas)', (v) => {
    expect(validateField('email', v)).toBe('email');
    expect(issueMessageKey('email', 'email')).toBe('form.errors.email');
  });
  it('email longer than 254 characters is refused (as the API does)', () => {
    expect(validateField('email', `a@${'b'.repeat(250)}.lt`)).toBe('email');
  });
  it.each(['+37061234567', '861234567', '8 (612) 34-567', '+370 612 34567'])('phone %s ok', (v) =>
    expect(validateField('telefonas', v)).toBeNull(),
  );
  it.each([
    '12345',
    'abc123456',
    '+370+61234567',
    '1234567890123456',
    '+370\t61234567',
    `+370${' '.repeat(25)}1`,
  ])('phone %s refused (the one PHONE_PATTERN of the shared schema, as the API)', (v) => {
    expect(validateField('telefonas', v)).toBe('pattern');
    expect(issueMessageKey('telefonas', 'pattern')).toBe('form.errors.phone');
  });
});

describe('branches: from BRANCHES, or only the given ids (code family 15 and 10)', () => {
  it('all branches by default', () => {
    expect(branchOptions()).toBe(BRANCHES);
    expect(validateField('filialas', 6)).toBeNull();
  });
  it('only 15 and 10 for the code family, in that order', () => {
    expect(branchOptions(CODE_FAMILY_BRANCH_IDS).map((b) => b.id)).toEqual([15, 10]);
    expect(validateField('filialas', 15, CODE_FAMILY_BRANCH_IDS)).toBeNull();
    expect(validateField('filialas', 6, CODE_FAMILY_BRANCH_IDS)).toBe('range');
  });
  it('unknown ids are refused', () => {
    expect(validateField('filialas', 999)).toBe('range');
  });
});

describe('body and prefill', () => {
  it('trims and collapses spaces', () => {
    expect(toRegistrationForm({ ...good, vardas: '  Jonas   Petras ', email: ' a@b.lt ' })).toMatchObject({
      vardas: 'Jonas Petras',
      email: 'a@b.lt',
      filialas: 1,
      agree: true,
    });
  });
  it('rejected -1/-4: prefilled from the stored details, consent asked again', () => {
    const values = prefillFromRecord({
      vardas: 'Jonas',
      pavarde: 'Jonaitis',
      gdata: '1990-01-02',
      telefonas: '+37060000000',
      email: 'j@x.lt',
      filialas: 3,
      orig_email: null,
      tekstas: 'Blogi duomenys',
    });
    expect(values).toEqual({
      vardas: 'Jonas',
      pavarde: 'Jonaitis',
      gdata: '1990-01-02',
      telefonas: '+37060000000',
      email: 'j@x.lt',
      filialas: 3,
      agree: false,
    });
    expect(prefillFromRecord(null)).toEqual({});
  });
  it('prefill drops a branch that the family does not offer', () => {
    const v = prefillFromRecord(
      {
        vardas: 'A',
        pavarde: 'B',
        gdata: '1990-01-02',
        telefonas: '860000000',
        email: 'a@b.lt',
        filialas: 3,
        orig_email: null,
        tekstas: null,
      },
      CODE_FAMILY_BRANCH_IDS,
    );
    expect(v.filialas).toBeNull();
  });
});
