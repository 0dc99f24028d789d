import type { AuthUser, Language } from '@portal/contracts';

/** Same shape as RunnerParams of @portal/federation (kept here so this lib needs no federation import). */
export interface RunnerRouteState {
  usr: string;
  kate: string;
  provider: string;
  language: string;
}

export const DEMO_USER = 'demo';

/** Router state for Begin: the runner's parameters, hidden from the address (core spec section 2). */
export function runnerState(
  user: Pick<AuthUser, 'id' | 'provider'>,
  kate: string,
  language: Language | string,
): RunnerRouteState {
  return { usr: String(user.id), kate, provider: user.provider, language };
}

/**
 * Reads the runner's parameters from the router state. Missing, empty or zero usr that is not 'demo'
 * gives null: the runner then sends the user to the root route (core spec section 2).
 */
export function parseRunnerState(state: unknown): RunnerRouteState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<Record<keyof RunnerRouteState, unknown>>;
  const usr = s.usr === undefined || s.usr === null ? '' : String(s.usr).trim();
  if (!usr) return null;
  if (usr !== DEMO_USER && (usr === '0' || Number(usr) === 0)) return null;
  const kate = s.kate === undefined || s.kate === null ? '' : String(s.kate);
  if (usr !== DEMO_USER && !kate) return null;
  return {
    usr,
    kate: usr === DEMO_USER && !kate ? DEMO_USER : kate,
    provider: typeof s.provider === 'string' ? s.provider : '',
    language: typeof s.language === 'string' ? s.language : '',
  };
}

export function isDemo(params: Pick<RunnerRouteState, 'usr'> | null | undefined): boolean {
  return params?.usr === DEMO_USER;
}

/**
 * Router state of a runner entry whose attempt has ended. It replaces the parameters, so that a reload of the
 * results or Back to them sends the learner home instead of starting a new attempt (which the server would later
 * end with nothing ticked, spending a test).
 */
export interface EndedRunnerState {
  ended: true;
}

export function isRunnerEnded(state: unknown): state is EndedRunnerState {
  return !!state && typeof state === 'object' && (state as { ended?: unknown }).ended === true;
}

/**
 * Marks the current history entry's attempt as ended, without a navigation (the results stay on screen).
 * react-router keeps the router state under `usr` of `history.state` (with its `key` and `idx`), which the browser
 * gives back on reload and on Back; only that state is replaced.
 */
export function markRunnerEnded(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const current: unknown = history.state;
  const entry = current && typeof current === 'object' ? current : {};
  const ended: EndedRunnerState = { ended: true };
  history.replaceState({ ...entry, usr: ended }, '');
}
