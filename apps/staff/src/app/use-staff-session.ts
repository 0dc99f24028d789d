import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { LoginResponse } from '@portal/contracts';
import {
  clearFamily,
  getSession,
  portalApi,
  setSession,
  SIGNED_OUT_EVENT,
  STAFF_SESSION,
  type FamilySession,
} from '@portal/api-client';
import { isStaff } from './logic';

/** Why the sign-in form shows a message: a learner account tried to sign in, or a 401 ended the session. */
export type StaffNotice = 'noAccess' | 'signedOut' | null;

/** The stored staff session, if it is a staff account's. */
export function storedStaffSession(): FamilySession | null {
  const session = getSession(STAFF_SESSION);
  return session && isStaff(session.user) ? session : null;
}

export interface StaffSessionState {
  session: FamilySession | null;
  notice: StaffNotice;
  /** Keeps a staff account's session (`staff:session`); refuses any other account (returns false). */
  signIn: (answer: LoginResponse) => boolean;
  signOut: () => void;
}

/**
 * The console's own session, in its own storage key (`staff:session`), apart from the learners' family sessions.
 * A 401 of any staff call (the API client clears the key and fires SIGNED_OUT_EVENT for the 'staff' scope) signs
 * the console out. Every sign-in and sign-out empties the API cache, so one staff member never sees another's
 * lists for a moment.
 */
export function useStaffSession(): StaffSessionState {
  const dispatch = useDispatch();
  const [session, setState] = useState<FamilySession | null>(storedStaffSession);
  const [notice, setNotice] = useState<StaffNotice>(null);

  useEffect(() => {
    const onSignedOut = (event: Event) => {
      if ((event as CustomEvent<{ family?: string }>).detail?.family !== STAFF_SESSION) return;
      setState(null);
      setNotice('signedOut');
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, []);

  // the lists of the previous session go with it (after the tabs have unmounted)
  useEffect(() => {
    if (!session) dispatch(portalApi.util.resetApiState());
  }, [session, dispatch]);

  const signIn = useCallback((answer: LoginResponse) => {
    if (!isStaff(answer.user)) {
      clearFamily(STAFF_SESSION);
      setState(null);
      setNotice('noAccess');
      return false;
    }
    const next = { accessToken: answer.accessToken, user: answer.user };
    setSession(STAFF_SESSION, next);
    setNotice(null);
    setState(next);
    return true;
  }, []);

  const signOut = useCallback(() => {
    clearFamily(STAFF_SESSION);
    setNotice(null);
    setState(null);
  }, []);

  return { session, notice, signIn, signOut };
}
