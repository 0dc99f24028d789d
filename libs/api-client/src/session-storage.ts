import type { AuthUser, FamilyId } from '@portal/contracts';
import { LANGUAGE_STORAGE_KEY } from '@portal/i18n';

/**
 * Per-family browser storage (core spec section 3 and 6): the signed-in user and tokens are kept
 * separately for each family under `<family>:*` keys; the language key is global.
 */
export interface FamilySession {
  accessToken: string;
  user: AuthUser;
}

/**
 * The staff console's own session (`staff:session`), kept apart from the learners' family sessions the same
 * way: signing a family out (a 401 there) leaves it, and a 401 of a staff call clears only it.
 */
export const STAFF_SESSION = 'staff';
/** Whose token a call uses: an exam family's learner session, or the staff console's. */
export type SessionScope = FamilyId | typeof STAFF_SESSION;

const sessionKey = (scope: SessionScope) => `${scope}:session`;
const testTokenKey = (family: FamilyId) => `${family}:testToken`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function getSession(scope: SessionScope): FamilySession | null {
  return read<FamilySession>(sessionKey(scope));
}

export function setSession(scope: SessionScope, session: FamilySession): void {
  localStorage.setItem(sessionKey(scope), JSON.stringify(session));
}

/**
 * The runner's answer journals (`<family>:journal:<attempt>`) outlive a sign-out: a 401 in the middle of a test
 * must not lose answers the server has not confirmed. They hold only answer flags, and the runner drops them
 * when a new attempt starts.
 */
export function isJournalKey(key: string): boolean {
  return key.includes(':journal:');
}

/**
 * Signs a family (or the staff console) out: its user and tokens go; its answer journals, other families and the
 * language stay.
 */
export function clearFamily(scope: SessionScope): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(`${scope}:`) && !isJournalKey(key)) localStorage.removeItem(key);
  }
}

/** Choosing a family on the login screen and logging out clear storage except the language (spec) and journals. */
export function clearAllExceptLanguage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key !== LANGUAGE_STORAGE_KEY && !isJournalKey(key)) localStorage.removeItem(key);
  }
}

export function getTestToken(family: FamilyId): string | null {
  return localStorage.getItem(testTokenKey(family));
}

export function setTestToken(family: FamilyId, token: string): void {
  localStorage.setItem(testTokenKey(family), token);
}

export function clearTestToken(family: FamilyId): void {
  localStorage.removeItem(testTokenKey(family));
}
