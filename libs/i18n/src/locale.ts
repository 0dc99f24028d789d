import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts';

/** Each language in its own name: what a language switch shows (the reader may not know the others' names). */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  lt: 'Lietuvių',
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  pl: 'Polski',
};

/** The Intl locale of each language (dates, numbers and plural rules by the language's own conventions). */
export const INTL_LOCALES: Record<Language, string> = {
  lt: 'lt-LT',
  ru: 'ru-RU',
  en: 'en-GB',
  uk: 'uk-UA',
  pl: 'pl-PL',
};

/** A portal language from any language tag i18next may report ('uk-UA', 'pl', 'cimode'...), else Lithuanian. */
export function toLanguage(language: string | undefined): Language {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[toLanguage(language)];
}

/** A date (and time, when asked) for people, in the language's conventions. */
export function formatDate(
  value: string | number | Date,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}

export function formatNumber(
  value: number,
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}
