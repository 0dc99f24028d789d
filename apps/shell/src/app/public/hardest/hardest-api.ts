import type { HardestQuestion, Language } from '@portal/contracts';

export type HardestResult =
  { ok: true; questions: HardestQuestion[] } | { ok: false; code: 'not-offered' | 'failed' };

/** `GET /api/<family>/hardest?language=` with plain fetch: this public page loads no Redux, like the login screen. */
export async function fetchHardest(
  family: string,
  language: Language,
  fetchImpl: typeof fetch = fetch,
): Promise<HardestResult> {
  try {
    const response = await fetchImpl(`/api/${encodeURIComponent(family)}/hardest?language=${language}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return { ok: false, code: 'not-offered' };
    if (!response.ok) return { ok: false, code: 'failed' };
    return { ok: true, questions: (await response.json()) as HardestQuestion[] };
  } catch {
    return { ok: false, code: 'failed' };
  }
}

/**
 * Whether a learner is signed in to the family in this browser: its `<family>:session` (libs/api-client's
 * session storage), read directly so this chunk does not load the API client. The practice screen checks the
 * session itself; this only chooses between the practice button and the sign-in link.
 */
export function signedIn(family: string): boolean {
  try {
    const raw = localStorage.getItem(`${family}:session`);
    return !!raw && typeof (JSON.parse(raw) as { accessToken?: unknown }).accessToken === 'string';
  } catch {
    return false;
  }
}
