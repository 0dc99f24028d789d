import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  perLanguage,
  type Language,
  type LocalizedText,
} from '@portal/contracts';

// Moodle shows one text per language with the multi-language content filter: `{mlang lt}…{mlang}` (filter_multilang2,
// plain or HTML text alike) or `<span lang="lt" class="multilang">…</span>` (the core filter, HTML). Exports write
// the first; imports read both. A text with no language marks is the same in every language. Every language of
// LANGUAGES is read and written; one the file lacks is '' (untranslated), and an export leaves out a language the
// bank lacks rather than writing an empty `{mlang uk}{mlang}`.

// Openers and closers are found one after another (each search starts where the last ended), never with a lazy
// `…([\s\S]*?)close` from every opener: 10,000 openers without a closer made that quadratic (seconds per text).
const MLANG_OPEN = /\{mlang\s+([a-z]{2})(?:[_-][a-z]{1,8})?\}/gi;
const MLANG_CLOSE = /\{mlang\}/gi;
const SPAN_OPEN =
  /<span\s+(?:lang="([a-z]{2})[^"]*"\s+class="multilang"|class="multilang"\s+lang="([a-z]{2})[^"]*")\s*>/gi;
const SPAN_CLOSE = /<\/span>/gi;

/** Each opener's language and the text up to the first closer after it; nothing once no closer follows. */
function marked(value: string, open: RegExp, close: RegExp): { lang: string; text: string }[] {
  const out: { lang: string; text: string }[] = [];
  open.lastIndex = 0;
  for (;;) {
    const opener = open.exec(value);
    if (!opener) return out;
    close.lastIndex = open.lastIndex;
    const closer = close.exec(value);
    if (!closer) return out;
    out.push({
      lang: (opener[1] ?? opener[2]).toLowerCase(),
      text: value.slice(open.lastIndex, closer.index),
    });
    open.lastIndex = close.lastIndex;
  }
}

export function joinLanguages(text: LocalizedText): string {
  const main = text[DEFAULT_LANGUAGE];
  if (LANGUAGES.every((l) => text[l] === main)) return main;
  return LANGUAGES.filter((l) => l === DEFAULT_LANGUAGE || text[l] !== '')
    .map((l) => `{mlang ${l}}${text[l]}{mlang}`)
    .join('');
}

/** The text per language ('' where a marked text leaves one out). */
export function splitLanguages(value: string): LocalizedText {
  const found: Partial<Record<Language, string>> = {};
  let parts = marked(value, MLANG_OPEN, MLANG_CLOSE);
  if (!parts.length) parts = marked(value, SPAN_OPEN, SPAN_CLOSE);
  for (const { lang, text } of parts)
    if ((LANGUAGES as readonly string[]).includes(lang)) found[lang as Language] = text;
  if (!parts.length) return perLanguage(() => value);
  return perLanguage((l) => found[l] ?? '');
}

/** The explanation: absent when every language is empty. */
export function optionalText(text: LocalizedText | undefined): LocalizedText | undefined {
  return text && LANGUAGES.some((l) => text[l].trim() !== '') ? text : undefined;
}

export function mapText(text: LocalizedText, f: (value: string) => string): LocalizedText {
  return perLanguage((l) => f(text[l]));
}
