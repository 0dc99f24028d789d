import type {
  ConfirmEmailRequest,
  EmailLinkDoneResponse,
  EmailSentResponse,
  FieldError,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignupRequest,
} from '@portal/contracts';

/** What a screen shows after a call: done, the fields to fix, or a refusal by its code (invalid-link, ...). */
export type EmailAccountResult<T> =
  { ok: true; data: T } | { ok: false; fields: FieldError[]; code: string | null; detail: string };

/** POST with plain fetch (these screens load no Redux, like the login screen). */
export async function postJson<T>(
  path: string,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<EmailAccountResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, fields: [], code: 'network', detail: (error as Error)?.message || 'network error' };
  }
  const data = (await response.json().catch(() => null)) as
    (T & { fields?: FieldError[]; code?: unknown; message?: unknown }) | null;
  if (response.ok && data) return { ok: true, data };
  return {
    ok: false,
    fields: Array.isArray(data?.fields) ? data.fields : [],
    code: typeof data?.code === 'string' ? data.code : null,
    detail: typeof data?.message === 'string' ? data.message : `HTTP ${response.status}`,
  };
}

export const signup = (body: SignupRequest, fetchImpl?: typeof fetch) =>
  postJson<EmailSentResponse>('/api/auth/signup', body, fetchImpl);
export const confirmEmail = (body: ConfirmEmailRequest, fetchImpl?: typeof fetch) =>
  postJson<EmailLinkDoneResponse>('/api/auth/confirm', body, fetchImpl);
export const forgotPassword = (body: ForgotPasswordRequest, fetchImpl?: typeof fetch) =>
  postJson<EmailSentResponse>('/api/auth/forgot', body, fetchImpl);
export const resetPassword = (body: ResetPasswordRequest, fetchImpl?: typeof fetch) =>
  postJson<EmailLinkDoneResponse>('/api/auth/reset', body, fetchImpl);

/** The `token` of a link opened from an e-mail (`/confirm?token=...`). */
export function linkToken(search: string = window.location.search): string {
  return new URLSearchParams(search).get('token') ?? '';
}
