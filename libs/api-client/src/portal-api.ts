import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { FamilyId } from '@portal/contracts';
import { clearFamily, getSession, type SessionScope } from './session-storage';

/**
 * Fired on window when the API answers 401 or a check says 'logout' (detail: `{ family }`, the session scope that
 * was signed out): the shell returns to the login screen, except for the staff console's scope ('staff'), which
 * shows its own sign-in form.
 */
export const SIGNED_OUT_EVENT = 'portal:signed-out';

/** Every family endpoint names the family whose token it uses; calls without one send no token. */
export interface FamilyArg {
  family: FamilyId;
}

/** `family`: whose session's token to send (an exam family, or 'staff' for the staff console's calls). */
export type PortalArgs = FetchArgs & { family?: SessionScope };

/** The API's routes that belong to no family; every other first segment is a family's id (`/api/<id>/...`). */
const SHARED_ROUTES = new Set(['families', 'auth', 'staff', 'health', 'docs', 'docs-json', 'payments', 'me']);

/**
 * The family whose routes a URL addresses (`/ket/tests` → 'ket'), or null for shared routes. Any segment counts,
 * not only the families this build knows: a family shipped after the shell is guarded too.
 */
export function familyOfUrl(url: string): string | null {
  const first = url.replace(/^\/+/, '').split(/[/?#]/, 1)[0].toLowerCase();
  return first && !SHARED_ROUTES.has(first) ? first : null;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/** Adds the family's (or the staff console's) Bearer token; a 401 signs that scope out (second spec section 8). */
const baseQuery: BaseQueryFn<string | PortalArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request: PortalArgs = typeof args === 'string' ? { url: args } : args;
  const { family } = request;
  const target = familyOfUrl(request.url);
  // A family's routes take only that family's token: a call naming another family is refused before it is sent.
  if (target && target !== family) {
    return { error: { status: 'CUSTOM_ERROR', error: `family-mismatch: ${String(family)} → ${target}` } };
  }
  const session = family ? getSession(family) : null;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (session?.accessToken && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${session.accessToken}`);
  }
  const { family: _family, ...fetchArgs } = request;
  const result = await rawBaseQuery({ ...fetchArgs, headers }, api, extra);
  if (result.error?.status === 401 && session && family) {
    clearFamily(family);
    window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family } }));
  }
  return result;
};

/** The one RTK Query API of the portal; endpoints are injected in ./endpoints (and by features if needed). */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery,
  tagTypes: ['Activation', 'Attempts', 'Categories', 'Learning', 'Me', 'MyQuestions'],
  endpoints: () => ({}),
});
