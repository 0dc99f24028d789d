import { clearAllExceptLanguage } from '@portal/api-client';

/** Why the portal signed the learner out, said by the login screen (`/?signedOut=<reason>`). */
export type SignOutReason = 'disabled';

/**
 * Logout (core spec section 4): clear storage except the language, go to '/' and reload. With a reason (staff
 * disabled the account) the login screen says it, instead of showing up without a word (issue 25 item 12).
 */
export function signOut(reason?: SignOutReason): void {
  clearAllExceptLanguage();
  window.location.assign(reason ? `/?signedOut=${reason}` : '/');
}
