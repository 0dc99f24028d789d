import type { Language, LocalizedText } from '@portal/contracts';
import { toLanguage } from './locale';

/**
 * Picks the text for a language from a localized record (lt, ru, en, uk, pl), falling back to Lithuanian when
 * that language is missing or empty — never an empty text while Lithuanian has one.
 */
export function pickLocalized(text: Partial<LocalizedText> | undefined, language: string): string {
  if (!text) return '';
  return text[toLanguage(language) as Language] || text.lt || '';
}
