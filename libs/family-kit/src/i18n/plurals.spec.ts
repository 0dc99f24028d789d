import i18next from 'i18next';
import lt from './lt.json';
import uk from './uk.json';
import pl from './pl.json';

// The landing's days and tests left by each language's own plural rules (i18next picks the form with
// Intl.PluralRules): Ukrainian 1/21 one, 2-4/22 few, 5-20/25 many; Polish 1 one, 2-4/22 few, 5-21/25 many.
const t = i18next.createInstance();
beforeAll(() =>
  t.init({ lng: 'uk', fallbackLng: 'lt', resources: { lt: { kit: lt }, uk: { kit: uk }, pl: { kit: pl } } }),
);

it.each([
  [1, 'Залишився 1 день', 'Залишився 1 тест'],
  [3, 'Залишилося 3 дні', 'Залишилося 3 тести'],
  [5, 'Залишилося 5 днів', 'Залишилося 5 тестів'],
  [11, 'Залишилося 11 днів', 'Залишилося 11 тестів'],
  [21, 'Залишився 21 день', 'Залишився 21 тест'],
  [24, 'Залишилося 24 дні', 'Залишилося 24 тести'],
])('Ukrainian: %i days and tests left', (count, days, tests) => {
  expect(t.t('time.daysLeft', { ns: 'kit', lng: 'uk', count })).toBe(days);
  expect(t.t('time.testsLeft', { ns: 'kit', lng: 'uk', count })).toBe(tests);
});

it.each([
  [1, 'Został 1 dzień', 'Został 1 test'],
  [2, 'Zostały 2 dni', 'Zostały 2 testy'],
  [5, 'Zostało 5 dni', 'Zostało 5 testów'],
  [12, 'Zostało 12 dni', 'Zostało 12 testów'],
  [21, 'Zostało 21 dni', 'Zostało 21 testów'],
  [23, 'Zostały 23 dni', 'Zostały 23 testy'],
])('Polish: %i days and tests left', (count, days, tests) => {
  expect(t.t('time.daysLeft', { ns: 'kit', lng: 'pl', count })).toBe(days);
  expect(t.t('time.testsLeft', { ns: 'kit', lng: 'pl', count })).toBe(tests);
});
