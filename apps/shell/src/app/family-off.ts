import type { FamilyManifestEntry } from '@portal/contracts';
import { i18n, pickLocalized } from '@portal/i18n';
import { setLoginNotice } from './navigation';

// Here rather than in the shell's strings: this module loads only when needed, the login screen's strings always.
const FAMILY_OFF = {
  lt: 'Testai „{{family}}“ šiuo metu nesiūlomi.',
  ru: 'Тесты «{{family}}» сейчас не предлагаются.',
  en: '“{{family}}” tests are not offered at the moment.',
};

/**
 * A family switched off while a learner is signed in to it (issue 25 item 7): its screens are gone, and the login
 * screen says why instead of showing up without a word.
 */
export function noticeFamilyOff(family: FamilyManifestEntry): void {
  const name = pickLocalized(family.labels, i18n.language);
  const text = FAMILY_OFF[i18n.language as keyof typeof FAMILY_OFF] ?? FAMILY_OFF.lt;
  setLoginNotice({ kind: 'info', text: text.replace('{{family}}', name) });
}
