import type { FamilyManifestEntry } from '@portal/contracts';
import { i18n, pickLocalized } from '@portal/i18n';
import { setLoginNotice } from './navigation';
import { normalizePath } from './routes';
import { SHELL_NS } from './i18n';

/**
 * A family switched off while a learner is signed in to it (issue 25 item 7): its screens are gone, and the login
 * screen says why instead of showing up without a word.
 */
export function noticeFamilyOff(family: FamilyManifestEntry): void {
  const name = pickLocalized(family.labels, i18n.language);
  setLoginNotice({ kind: 'info', text: i18n.t('login.familyOff', { ns: SHELL_NS, family: name }) });
}

/** The not-offered family whose landing or test screen `pathname` is, if any. */
export function familyOffAt(
  pathname: string,
  notOffered: readonly FamilyManifestEntry[],
): FamilyManifestEntry | undefined {
  const path = normalizePath(pathname);
  return notOffered.find((f) => [f.homeRoute, f.runnerRoute].some((r) => r && normalizePath(r) === path));
}
