import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type LocalizedText } from './family-definition';

// Everything that has one value per language is derived from LANGUAGES here, so a sixth language is a change to
// that list (plus its strings, translations and the columns its texts are stored in) and the types point at every
// place that needs it: the wire fields (`klausimas_uk`), the entity columns (`textUk`) and the texts.

/** Wire fields per language: `PerLanguage<'klausimas', string>` is `{ klausimas_lt: string; klausimas_ru: … }`. */
export type PerLanguage<P extends string, T> = { [L in Language as `${P}_${L}`]: T };

/** Entity properties per language: `LanguageColumns<'text', string>` is `{ textLt: string; textRu: … }`. */
export type LanguageColumns<P extends string, T> = { [L in Language as `${P}${Capitalize<L>}`]: T };

/** A value for every language. */
export function perLanguage<T>(value: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, value(l)])) as Record<Language, T>;
}

/** The entity property of a language: `columnKey('text', 'uk')` is `textUk`. */
export function columnKey<P extends string>(
  prefix: P,
  language: Language,
): keyof LanguageColumns<P, unknown> {
  return `${prefix}${language[0].toUpperCase()}${language.slice(1)}` as keyof LanguageColumns<P, unknown>;
}

/** The texts of an entity's per-language columns (a missing or null one as ''). */
export function fromColumns<P extends string>(
  row: Partial<LanguageColumns<P, string | null>>,
  prefix: P,
): LocalizedText {
  const values = row as Record<string, string | null | undefined>;
  return perLanguage((l) => values[columnKey(prefix, l)] ?? '');
}

/** The entity's per-language columns of a text; `empty` is what an empty text is stored as ('' or null). */
export function toColumns<P extends string, E extends string | null>(
  prefix: P,
  text: Partial<LocalizedText> | undefined,
  empty: E,
): LanguageColumns<P, string | E> {
  return Object.fromEntries(
    LANGUAGES.map((l) => [columnKey(prefix, l), text?.[l] || empty]),
  ) as LanguageColumns<P, string | E>;
}

/** The same text in every language (a number, a code). */
export const sameText = (text: string): LocalizedText => perLanguage(() => text);

/** A text's languages left empty (or only blanks); the default language is never counted (it is required). */
export function missingLanguages(text: Partial<Record<Language, string | null | undefined>>): Language[] {
  return LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE && !text[l]?.trim());
}

/**
 * A text as learners get it: a language left empty shows the Lithuanian text (never an empty one); `untranslated`
 * lists those languages.
 */
export function withFallback(text: Partial<Record<Language, string | null | undefined>>): {
  text: LocalizedText;
  untranslated: Language[];
} {
  const fallback = text[DEFAULT_LANGUAGE] ?? '';
  const untranslated = missingLanguages(text);
  return { text: perLanguage((l) => (untranslated.includes(l) ? fallback : (text[l] ?? ''))), untranslated };
}
