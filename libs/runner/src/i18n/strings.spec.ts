import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('runner strings', () => {
  it('every string exists in lt, ru and en (design section 2 "i18n")', () => {
    expect(keys(ru)).toEqual(keys(lt));
    expect(keys(en)).toEqual(keys(lt));
  });

  it('uses the specification texts verbatim in lt (core spec section 8; second spec section 5)', () => {
    expect(lt.loadError).toBe('Klaida gaunant testo duomenis, bandykite vėliau. Vyksta atnaujinimas....');
    expect(lt.save.error).toBe('Nepavyko užsaugoti atsakymų. Bandykite vėliau.');
    expect(lt.ask.success).toBe('Užklausa sėkmingai nusiųsta. Laukite atsakymo.');
    expect(lt.error).toBe('Įvyko klaida: {{detail}}');
    expect(lt.finish).toBe('Baigti testą');
    expect(lt.results.passed).toBe('Išlaikyta');
    expect(lt.results.failed).toBe('Neišlaikyta');
    expect(lt.results.score).toBe('{{correct}} iš {{total}}');
    expect(lt.nav.number).toBe('Nr. {{n}}/{{total}}');
  });
});
