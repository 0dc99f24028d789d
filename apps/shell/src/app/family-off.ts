import type { FamilyManifestEntry, Language } from '@portal/contracts';
import { i18n, pickLocalized, toLanguage } from '@portal/i18n';
import { setLoginNotice } from './navigation';

// Here rather than in the shell's strings: this module loads only when needed, the login screen's strings always.
export const FAMILY_OFF: Record<Language, string> = {
  lt: 'Testai „{{family}}“ šiuo metu nesiūlomi.',
  ru: 'Тесты «{{family}}» сейчас не предлагаются.',
  en: '“{{family}}” tests are not offered at the moment.',
  uk: 'Тести «{{family}}» зараз не пропонуються.',
  pl: 'Testy „{{family}}” nie są obecnie oferowane.',
};

/**
 * A family switched off while a learner is signed in to it (issue 25 item 7): its screens are gone, and the login
 * screen says why instead of showing up without a word.
 */
export function noticeFamilyOff(family: FamilyManifestEntry): void {
  const name = pickLocalized(family.labels, i18n.language);
  const text = FAMILY_OFF[toLanguage(i18n.language)];
  setLoginNotice({ kind: 'info', text: text.replace('{{family}}', name) });
}
