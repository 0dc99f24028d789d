import type { FamilyId } from '@portal/contracts';
import { LANGUAGE_STORAGE_KEY } from '@portal/i18n';

/** Fired on window just before a logout reloads the page (detail: { family }). */
export const LOGOUT_EVENT = 'portal:logout';

/**
 * Clears browser storage except the language (core spec section 4: logout and choosing a family do this) and the
 * runner's answer journals (`<family>:journal:<attempt>`, as `clearAllExceptLanguage` of @portal/api-client):
 * answers of an open attempt that the server has not confirmed survive signing in again.
 */
export function clearStorageExceptLanguage(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage)) {
    if (key !== LANGUAGE_STORAGE_KEY && !key.includes(':journal:')) storage.removeItem(key);
  }
  try {
    sessionStorage.clear();
  } catch {
    // no session storage (private mode): nothing to clear
  }
}

/**
 * Logout (core spec section 4): clears storage (keeping the language), and reloads the portal at `/` (the login
 * screen). There is no social session in the browser to end: sign-in is verified on the server, and the access
 * token that goes with the storage is the whole session.
 */
export function logout(family?: FamilyId, options: { navigate?: (url: string) => void } = {}): void {
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  try {
    window.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { detail: { family } }));
  } finally {
    clearStorageExceptLanguage();
    navigate('/');
  }
}
