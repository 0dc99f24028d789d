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
