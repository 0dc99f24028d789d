import type { Language, LocalizedText } from '@portal/contracts';

/** Picks the text for a language from an lt/ru/en record, falling back to Lithuanian. */
export function pickLocalized(text: Partial<LocalizedText> | undefined, language: string): string {
  if (!text) return '';
  return text[language as Language] || text.lt || '';
}
