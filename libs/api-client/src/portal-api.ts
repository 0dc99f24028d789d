import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { FamilyId } from '@portal/contracts';
import { clearFamily, getActiveFamily, getSession } from './session-storage';

/** Fired on window when the API answers 401 or a check says 'logout': the shell returns to the login screen. */
export const SIGNED_OUT_EVENT = 'portal:signed-out';

/** Every endpoint names the family whose token it uses (defaults to the active family). */
export interface FamilyArg {
  family: FamilyId;
}

type PortalArgs = FetchArgs & { family?: FamilyId };

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/** Adds the family's Bearer token; a 401 signs that family out (second spec section 8). */
const baseQuery: BaseQueryFn<string | PortalArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request: PortalArgs = typeof args === 'string' ? { url: args } : args;
  const family = request.family ?? getActiveFamily();
  const session = getSession(family);
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (session?.accessToken && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${session.accessToken}`);
  }
  const { family: _family, ...fetchArgs } = request;
  const result = await rawBaseQuery({ ...fetchArgs, headers }, api, extra);
  if (result.error?.status === 401 && session) {
    clearFamily(family);
    window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT, { detail: { family } }));
  }
  return result;
};

/** The one RTK Query API of the portal; endpoints are injected in ./endpoints (and by features if needed). */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery,
  tagTypes: ['Activation', 'Categories', 'Me'],
  endpoints: () => ({}),
});
