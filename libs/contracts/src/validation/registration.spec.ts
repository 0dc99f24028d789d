import { validateFields } from './field-errors';
import { NAME_MAX_LENGTH, registrationFormSchema } from './registration';

const good = {
  vardas: 'Žydrūnė',
  pavarde: 'Šimkutė-Ėglė',
  gdata: '1999-12-31',
  telefonas: '+370 612 34567',
  email: 'zydrune@example.com',
  filialas: 6,
  agree: true,
};
const check = (body: object, context = {}) => validateFields(registrationFormSchema(context), body);
const codes = (body: object, context = {}) => {
  const result = check(body, context);
  return result.ok ? [] : result.fields.map((f) => [f.field, f.code]);
};

describe('registrationFormSchema (core spec section 5): the form and the API', () => {
  it('a complete form passes, texts trimmed', () => {
    expect(check({ ...good, vardas: '  Jonas ', email: ' a@b.lt ' })).toEqual({
      ok: true,
      data: { ...good, vardas: 'Jonas', email: 'a@b.lt' },
    });
  });

  it('every field is required, agree must be ticked', () => {
    expect(codes({})).toEqual([
      ['vardas', 'required'],
      ['pavarde', 'required'],
      ['gdata', 'required'],
      ['telefonas', 'required'],
      ['email', 'required'],
      ['filialas', 'required'],
      ['agree', 'consent'],
    ]);
    for (const agree of [false, 'yes', 1, null])
      expect(codes({ ...good, agree })).toEqual([['agree', 'consent']]);
  });

  it(`names: letters, hyphen, space; at most ${NAME_MAX_LENGTH} characters (the stricter of the old rules)`, () => {
    expect(codes({ ...good, vardas: 'Ąžuolas Čepas-Ūla', pavarde: 'Ą'.repeat(60) })).toEqual([]);
    expect(codes({ ...good, vardas: 'Jonas2', pavarde: 'A'.repeat(61) })).toEqual([
      ['vardas', 'pattern'],
      ['pavarde', 'range'],
    ]);
    expect(codes({ ...good, vardas: '   ', pavarde: '-' })).toEqual([
      ['vardas', 'required'],
      ['pavarde', 'pattern'],
    ]);
  });

  it('one phone pattern: optional leading +, 6–15 digits, spaces, brackets, hyphens; at most 25 characters', () => {
    for (const telefonas of ['+37061234567', '861234567', '8 (612) 34-567'])
      expect(codes({ ...good, telefonas })).toEqual([]);
    for (const telefonas of ['12345', '-----', '+370+61234567', '1234567890123456', '+370\t61234567'])
      expect(codes({ ...good, telefonas })).toEqual([['telefonas', 'pattern']]);
    expect(codes({ ...good, telefonas: `+370${' '.repeat(20)}61234567` })).toEqual([['telefonas', 'range']]);
  });

  it("e-mail: every failure reads 'Blogas el. pašto formatas'", () => {
    for (const email of ['zydrune@', 'a@b', `a@${'b'.repeat(250)}.lt`, 'zyd\ud800rune@example.com'])
      expect(check({ ...good, email })).toEqual({
        ok: false,
        fields: [{ field: 'email', code: 'email', message: 'Blogas el. pašto formatas' }],
      });
  });

  it('gdata: YYYY-MM-DD, a real date since 1900, before today when today is known', () => {
    expect(check({ ...good, gdata: '1999-2-3' })).toMatchObject({
      fields: [{ field: 'gdata', code: 'date', message: 'Data turi būti formatu YYYY-MM-DD' }],
    });
    for (const gdata of ['1999-02-30', '1899-12-31'])
      expect(check({ ...good, gdata })).toMatchObject({
        fields: [{ field: 'gdata', code: 'date', message: 'Neteisinga gimimo data' }],
      });
    expect(codes({ ...good, gdata: '2026-03-10' })).toEqual([]);
    expect(codes({ ...good, gdata: '2026-03-10' }, { today: '2026-03-10' })).toEqual([['gdata', 'date']]);
    expect(codes({ ...good, gdata: '2026-03-09' }, { today: '2026-03-10' })).toEqual([]);
  });

  it("filialas: a whole number of BRANCHES, and one of the family's when given", () => {
    expect(codes({ ...good, filialas: '6' })).toEqual([['filialas', 'type']]);
    expect(check({ ...good, filialas: 99 })).toMatchObject({
      fields: [{ field: 'filialas', code: 'range', message: 'Pasirinkite filialą iš sąrašo' }],
    });
    expect(check({ ...good, filialas: 6 }, { branchIds: [15, 10] })).toMatchObject({
      fields: [{ field: 'filialas', code: 'range', message: 'Pasirinkite mokyklą iš sąrašo' }],
    });
    expect(codes({ ...good, filialas: 10 }, { branchIds: [15, 10] })).toEqual([]);
  });

  it('unknown fields are refused', () => {
    expect(codes({ ...good, admin: true })).toEqual([['admin', 'unknown-field']]);
  });
});
