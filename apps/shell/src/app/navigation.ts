import { createContext, useContext } from 'react';
import type { FamilyId } from '@portal/contracts';
import type { StartupData } from './startup';

export interface GoOptions {
  replace?: boolean;
}

/** Navigation that works before the router exists (login screen) and inside it (after the hand-over). */
export type Go = (path: string, state?: unknown, options?: GoOptions) => void;

export interface Navigation {
  go: Go;
  /** True while the portal (router, store, theme) is being loaded after a navigation. */
  pending: boolean;
  /**
   * Starts loading a family's landing (the portal and the family's remote) ahead of the navigation to it: the
   * login screen calls it when the learner signs in (issue 30). Absent where there is nothing to preload.
   */
  preload?: (family: FamilyId) => void;
}

export const NavigationContext = createContext<Navigation>({
  go: (path) => window.location.assign(path),
  pending: false,
});

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export const StartupContext = createContext<StartupData>({
  families: [],
  staff: null,
  providers: { local: false, google: false, facebook: false, email: false },
  school: {},
  error: null,
});

export function useStartup(): StartupData {
  return useContext(StartupContext);
}

/** A one-shot message for the login screen (after a failed social sign-in or a sign-out). */
export interface LoginNotice {
  kind: 'error' | 'info';
  text: string;
}
let notice: LoginNotice | null = null;
export function setLoginNotice(next: LoginNotice | null): void {
  notice = next;
}
/** Reads the message without consuming it (a render may be thrown away and run again). */
export function peekLoginNotice(): LoginNotice | null {
  return notice;
}
/** Consumes the message once the screen that shows it has been committed. */
export function clearLoginNotice(shown: LoginNotice | null): void {
  if (shown && notice === shown) notice = null;
}
