import type { AuthUser, FamilyId, LoginResponse } from '@portal/contracts';
import { clearStorageExceptLanguage } from '@portal/federation';

/**
 * Sign-in from the login screen. These calls use plain fetch: the login screen is the page learners open first
 * (and the one Lighthouse measures), so it does not load Redux and RTK Query (about 40 KB gzipped) before the
 * learner does anything. Everything after sign-in goes through RTK Query (`@portal/api-client`).
 */

type ApiClient = typeof import('../portal/session-bridge');
let apiClient: Promise<ApiClient> | null = null;
/** `@portal/api-client` (with Redux), loaded when first needed: the next screen needs it anyway. */
export function loadApiClient(): Promise<ApiClient> {
  apiClient ??= import(/* webpackChunkName: "session" */ '../portal/session-bridge');
  apiClient.catch(() => (apiClient = null));
  return apiClient;
}

let pendingClear: Promise<void> = Promise.resolve();

/** Choosing a family clears storage except the language (core spec section 4). */
export function clearForFamilyChoice(): Promise<void> {
  pendingClear = loadApiClient().then(
    (api) => api.clearAllExceptLanguage(),
    () => clearStorageExceptLanguage(),
  );
  return pendingClear;
}

/** Stores the session of a family (`<family>:session`), after any pending clear. */
export async function storeSession(family: FamilyId, accessToken: string, user: AuthUser): Promise<void> {
  await pendingClear.catch(() => undefined);
  const api = await loadApiClient();
  api.setSession(family, { accessToken, user });
}

export type SignInFailure = 'required' | 'invalid' | 'disabled' | 'tooMany' | { detail: string };

function detailOf(body: unknown, status: number): string {
  const b = body as { message?: unknown; fields?: { message?: string }[] } | null;
  if (b && Array.isArray(b.fields) && b.fields.length) return b.fields.map((f) => f.message).join('; ');
  if (b && typeof b.message === 'string') return b.message;
  if (b && Array.isArray(b.message)) return b.message.join('; ');
  return `HTTP ${status}`;
}

/** `POST /api/auth/login` with username and password (core spec section 7 "POST /login"). */
export async function signInWithAccount(
  username: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true; session: LoginResponse } | { ok: false; failure: SignInFailure }> {
  if (!username.trim() || !password) return { ok: false, failure: 'required' };
  let response: Response;
  try {
    response = await fetchImpl('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: username.trim(), password }),
    });
  } catch (error) {
    return { ok: false, failure: { detail: (error as Error)?.message || 'network error' } };
  }
  const body = await response.json().catch(() => null);
  if (response.ok && body && typeof (body as LoginResponse).accessToken === 'string') {
    return { ok: true, session: body as LoginResponse };
  }
  // 403 account-disabled comes only with the right password: the learner is told whom to ask.
  if (response.status === 403 && (body as { code?: unknown } | null)?.code === 'account-disabled')
    return { ok: false, failure: 'disabled' };
  // A name or password the rules refuse (a 201-character password) cannot belong to an account: the same answer
  // as a wrong password, not "Įvyko klaida" (issue 25 item 12).
  if (response.status === 401 || response.status === 403 || response.status === 400)
    return { ok: false, failure: 'invalid' };
  if (response.status === 429) return { ok: false, failure: 'tooMany' };
  return { ok: false, failure: { detail: detailOf(body, response.status) } };
}

/** `GET /api/auth/me` with a token just received from a social sign-in. */
export async function fetchMe(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<AuthUser> {
  const response = await fetchImpl('/api/auth/me', {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body) throw new Error(detailOf(body, response.status));
  return body as AuthUser;
}

/** Social sign-in: a full-page redirect to the API, which runs the provider's authorization-code flow. */
export function socialSignInUrl(provider: 'google' | 'facebook', family: FamilyId): string {
  return `/api/auth/${provider}?family=${encodeURIComponent(family)}`;
}
