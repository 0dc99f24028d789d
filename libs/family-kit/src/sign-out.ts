import { clearAllExceptLanguage } from '@portal/api-client';

/** Logout (core spec section 4): clear storage except the language, go to '/' and reload. */
export function signOut(): void {
  clearAllExceptLanguage();
  window.location.assign('/');
}
