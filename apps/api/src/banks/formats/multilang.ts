import { LANGUAGES, type Language, type LocalizedText } from '@portal/contracts';

// Moodle shows one text per language with the multi-language content filter: `{mlang lt}…{mlang}` (filter_multilang2,
// plain or HTML text alike) or `<span lang="lt" class="multilang">…</span>` (the core filter, HTML). Exports write
// the first; imports read both. A text with no language marks is the same in every language.

const MLANG = /\{mlang\s+([a-z]{2})(?:[_-][a-z]+)?\}([\s\S]*?)\{mlang\}/gi;
const SPAN =
  /<span\s+(?:lang="([a-z]{2})[^"]*"\s+class="multilang"|class="multilang"\s+lang="([a-z]{2})[^"]*")\s*>([\s\S]*?)<\/span>/gi;

export function joinLanguages(text: LocalizedText): string {
  if (LANGUAGES.every((l) => text[l] === text.lt)) return text.lt;
  return LANGUAGES.map((l) => `{mlang ${l}}${text[l]}{mlang}`).join('');
}

/** The text per language ('' where a marked text leaves one out). */
export function splitLanguages(value: string): LocalizedText {
  const found: Partial<Record<Language, string>> = {};
  let marked = false;
  for (const m of value.matchAll(MLANG)) {
    marked = true;
    const lang = m[1].toLowerCase() as Language;
    if ((LANGUAGES as readonly string[]).includes(lang)) found[lang] = m[2];
  }
  if (!marked)
    for (const m of value.matchAll(SPAN)) {
      marked = true;
      const lang = (m[1] ?? m[2]).toLowerCase() as Language;
      if ((LANGUAGES as readonly string[]).includes(lang)) found[lang] = m[3];
    }
  if (!marked) return { lt: value, ru: value, en: value };
  return { lt: found.lt ?? '', ru: found.ru ?? '', en: found.en ?? '' };
}

/** The explanation: absent when every language is empty. */
export function optionalText(text: LocalizedText | undefined): LocalizedText | undefined {
  return text && LANGUAGES.some((l) => text[l].trim() !== '') ? text : undefined;
}

export function mapText(text: LocalizedText, f: (value: string) => string): LocalizedText {
  return { lt: f(text.lt), ru: f(text.ru), en: f(text.en) };
}
