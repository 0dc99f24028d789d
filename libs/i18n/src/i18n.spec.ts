/**
 * @jest-environment jsdom
 */
import {
  addNamespace,
  hasNamespace,
  i18n,
  initI18n,
  lazyNamespace,
  restoreLanguage,
  setLanguage,
  whenStringsLoaded,
} from './index';
import { formatDate, formatNumber, intlLocale, toLanguage } from './locale';
import { pickLocalized } from './pick-localized';

// A namespace whose languages other than Lithuanian are counted as they are fetched: an lt learner fetches none.
const fetched: string[] = [];
const days = {
  lt: {
    left_one: 'Liko {{count}} diena',
    left_few: 'Liko {{count}} dienos',
    left_other: 'Liko {{count}} dienų',
  },
  ru: {
    left_one: '{{count}} день',
    left_few: '{{count}} дня',
    left_many: '{{count}} дней',
    left_other: '{{count}} дня',
  },
  en: { left_one: '{{count}} day left', left_other: '{{count}} days left' },
  uk: {
    left_one: 'Залишився {{count}} день',
    left_few: 'Залишилося {{count}} дні',
    left_many: 'Залишилося {{count}} днів',
    left_other: 'Залишилося {{count}} дня',
  },
  pl: {
    left_one: 'Został {{count}} dzień',
    left_few: 'Zostały {{count}} dni',
    left_many: 'Zostało {{count}} dni',
    left_other: 'Zostało {{count}} dnia',
  },
};
const lazyDays = lazyNamespace(days.lt, async (language) => {
  fetched.push(language);
  return { default: days[language] };
});

describe('strings per language', () => {
  beforeAll(async () => {
    void addNamespace('days', lazyDays);
    await initI18n('lt');
  });

  it('an lt learner fetches no other language', () => {
    expect(hasNamespace('days')).toBe(true);
    expect(fetched).toEqual([]);
    expect(i18n.t('days:left', { count: 2 })).toBe('Liko 2 dienos');
  });

  it('switching loads every registered namespace of that language first, once', async () => {
    await setLanguage('uk');
    expect(fetched).toEqual(['uk']);
    expect(i18n.t('days:left', { count: 1 })).toBe('Залишився 1 день');
    expect(document.documentElement.lang).toBe('uk');
    await setLanguage('lt');
    await setLanguage('uk');
    expect(fetched).toEqual(['uk']);
  });

  it('a namespace registered while a language is shown fetches that language', async () => {
    await setLanguage('pl');
    let arrived = false;
    const late = lazyNamespace({ hi: 'Labas' }, async () => {
      arrived = true;
      return { hi: 'Cześć' };
    });
    void addNamespace('late', late);
    await whenStringsLoaded();
    expect(arrived).toBe(true);
    expect(i18n.t('late:hi')).toBe('Cześć');
  });

  it('a switch for the moment only is not remembered, and restoreLanguage goes back', async () => {
    await setLanguage('pl');
    await setLanguage('uk', { remember: false });
    expect(i18n.language).toBe('uk');
    expect(localStorage.getItem('language')).toBe('pl');
    await restoreLanguage();
    expect(i18n.language).toBe('pl');
    await setLanguage('en');
    await restoreLanguage();
    expect(i18n.language).toBe('en');
  });

  it.each([
    ['uk', 1, 'Залишився 1 день'],
    ['uk', 3, 'Залишилося 3 дні'],
    ['uk', 5, 'Залишилося 5 днів'],
    ['uk', 11, 'Залишилося 11 днів'],
    ['uk', 21, 'Залишився 21 день'],
    ['uk', 22, 'Залишилося 22 дні'],
    ['pl', 1, 'Został 1 dzień'],
    ['pl', 2, 'Zostały 2 dni'],
    ['pl', 5, 'Zostało 5 dni'],
    ['pl', 12, 'Zostało 12 dni'],
    ['pl', 22, 'Zostały 22 dni'],
    ['pl', 25, 'Zostało 25 dni'],
  ] as const)('plural of days left in %s: %i', async (language, count, text) => {
    await setLanguage(language);
    expect(i18n.t('days:left', { count })).toBe(text);
  });
});

describe('the language a tag means, and its formats', () => {
  it('narrows tags to a portal language, Lithuanian otherwise', () => {
    expect(toLanguage('uk-UA')).toBe('uk');
    expect(toLanguage('pl')).toBe('pl');
    expect(toLanguage('cimode')).toBe('lt');
    expect(toLanguage(undefined)).toBe('lt');
    expect(intlLocale('uk')).toBe('uk-UA');
    expect(intlLocale('pl')).toBe('pl-PL');
  });

  it('formats dates and numbers by the language', () => {
    const day = Date.UTC(2026, 2, 10, 12);
    expect(formatDate(day, 'uk', { month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe('10 березня');
    expect(formatDate(day, 'pl', { month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe('10 marca');
    expect(formatNumber(1234.5, 'pl')).toBe(new Intl.NumberFormat('pl-PL').format(1234.5));
    expect(formatNumber(1234.5, 'uk')).toMatch(/^1\s234,5$/);
    expect(formatDate('not a date', 'uk')).toBe('not a date');
  });

  it('picks a localized text, falling back to Lithuanian when the language is missing or empty', () => {
    const text = { lt: 'Labas', ru: 'Привет', en: 'Hello', uk: 'Привіт', pl: '' };
    expect(pickLocalized(text, 'uk')).toBe('Привіт');
    expect(pickLocalized(text, 'pl')).toBe('Labas');
    expect(pickLocalized({ lt: 'Labas' }, 'uk-UA')).toBe('Labas');
    expect(pickLocalized(undefined, 'pl')).toBe('');
  });
});
