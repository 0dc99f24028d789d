import {
  EMAIL_ACCOUNT_ROUTES,
  SOCIAL_CALLBACK_ROUTE,
  type FamilyManifestEntry,
  type StaffConsoleManifest,
} from '@portal/contracts';
import type { RunnerParams } from '@portal/federation';

/** Screens the shell draws itself, without the router, Redux or antd (the login screen must stay small). */
export const LOGIN_ROUTE = '/';
export const PRIVACY_ROUTE = '/privacy';
/** The payment page (core spec section 2): in the portal (router, theme), its own chunk. */
export const PAYMENT_ROUTE = '/moketi';
/**
 * The public page of a family's hardest questions (issue 27): `/sunkiausi/<family>` ("the hardest"), open without
 * sign-in like the login screen; its own chunk.
 */
export const HARDEST_ROUTE_PREFIX = '/sunkiausi/';
const HARDEST_PATH = /^\/sunkiausi\/([a-z][a-z0-9-]{0,19})$/;

/** The family of a hardest-questions address, or null. */
export function hardestFamily(path: string): string | null {
  return HARDEST_PATH.exec(normalizePath(path))?.[1] ?? null;
}

/** Sign-up and password reset by e-mail: screens of their own chunk, loaded when one is opened. */
export const EMAIL_ACCOUNT_PATHS: readonly string[] = Object.values(EMAIL_ACCOUNT_ROUTES);
export const PUBLIC_ROUTES = [
  LOGIN_ROUTE,
  PRIVACY_ROUTE,
  SOCIAL_CALLBACK_ROUTE,
  ...Object.values(EMAIL_ACCOUNT_ROUTES),
] as const;

/** '/home/' -> '/home'; '' -> '/'. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : '/';
}

export function isPublicPath(path: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(normalizePath(path)) || hardestFamily(path) !== null;
}

export interface FamilyRoute {
  path: string;
  family: FamilyManifestEntry;
  part: 'Landing' | 'Runner' | 'Practice';
}

/**
 * The routes of the offered families, from the manifest: homeRoute mounts the remote's Landing and runnerRoute
 * its Runner, practiceRoute (enrolled families, issue 26) its Practice. A route that clashes with the shell's own screens or with an earlier family is left out.
 */
export function familyRoutes(families: readonly FamilyManifestEntry[]): FamilyRoute[] {
  const taken = new Set<string>(PUBLIC_ROUTES);
  const routes: FamilyRoute[] = [];
  for (const family of families) {
    if (!family.enabled) continue;
    for (const [part, raw] of [
      ['Landing', family.homeRoute],
      ['Runner', family.runnerRoute],
      ['Practice', family.practiceRoute],
    ] as const) {
      if (!raw) continue;
      const path = normalizePath(raw.startsWith('/') ? raw : `/${raw}`);
      if (taken.has(path)) continue;
      taken.add(path);
      routes.push({ path, family, part });
    }
  }
  return routes;
}

/**
 * The staff console's route from the manifest (`/staff`), or null when there is none or it would take one of the
 * shell's own screens or an offered family's route (the learners' screens come first).
 */
export function staffRoute(
  staff: StaffConsoleManifest | null | undefined,
  families: readonly FamilyManifestEntry[],
): string | null {
  if (!staff?.route || !staff.remoteEntry) return null;
  const path = normalizePath(staff.route.startsWith('/') ? staff.route : `/${staff.route}`);
  if (isPublicPath(path) || familyRoutes(families).some((r) => r.path === path)) return null;
  return path;
}

/**
 * What to show for the address the page was opened at: the shell's public screens, a family's screens or the
 * staff console (both in the portal), or neither (→ '/').
 */
export function startScreen(
  pathname: string,
  families: readonly FamilyManifestEntry[],
  staff: StaffConsoleManifest | null = null,
): 'public' | 'portal' | 'unknown' {
  const path = normalizePath(pathname);
  if (isPublicPath(path)) return 'public';
  if (path === PAYMENT_ROUTE) return 'portal';
  if (familyRoutes(families).some((r) => r.path === path)) return 'portal';
  return staffRoute(staff, families) === path ? 'portal' : 'unknown';
}

/** Core spec section 8: "Route cannot be determined: Logged as 'Failed to get route'". */
export const FAILED_ROUTE_LOG = 'Failed to get route';

export function logFailedRoute(): void {
  console.log(FAILED_ROUTE_LOG);
}

/**
 * At start-up, an address that is neither the shell's, an offered family's nor the staff console's is logged and
 * replaced by '/' (the login screen). Returns whether it was.
 */
export function leaveUnknownPath(
  families: readonly FamilyManifestEntry[],
  location: Pick<Location, 'pathname'> = window.location,
  history: Pick<History, 'replaceState'> = window.history,
  staff: StaffConsoleManifest | null = null,
): boolean {
  if (startScreen(location.pathname, families, staff) !== 'unknown') return false;
  logFailedRoute();
  history.replaceState(null, '', LOGIN_ROUTE);
  return true;
}

/**
 * Whether a family needs a signed-in session for its landing (enrolled exam families; competition and examiner do
 * not). Read from the manifest, never from the shell's own build: a family added after the shell was built counts.
 */
export function needsSession(family: Pick<FamilyManifestEntry, 'kind'>): boolean {
  return family.kind === 'enrolled';
}

/** The login screen's rows (core spec "Login screen"): KET and Code 95 in the main row, the rest under 'more'. */
export function loginGroups(families: readonly FamilyManifestEntry[]): {
  main: FamilyManifestEntry[];
  more: FamilyManifestEntry[];
} {
  // the manifest's kind, not the shell's build: a family shipped after the shell is offered too
  const offered = families.filter((f) => f.enabled && f.kind === 'enrolled');
  return { main: offered.filter((f) => f.group === 'main'), more: offered.filter((f) => f.group === 'more') };
}

/** The family chosen when the login screen opens: the first of the main row (KET in a full deployment). */
export function defaultFamily(families: readonly FamilyManifestEntry[]): FamilyManifestEntry | undefined {
  const { main, more } = loginGroups(families);
  return main[0] ?? more[0];
}

/** Router state of the demo test (core spec section 2: usr=demo and kate=demo, carried hidden from the address). */
export function demoRunnerState(language: string): RunnerParams {
  return { usr: 'demo', kate: 'demo', provider: 'demo', language };
}

/**
 * A link to the demo (core spec section 2: the runner route with `?usr=demo&kate=demo` starts the demo): the
 * demo's router state when the query asks for it, else null. Other values never start anything.
 */
export function demoLinkState(search: string, language: string): RunnerParams | null {
  const params = new URLSearchParams(search);
  return params.get('usr') === 'demo' && params.get('kate') === 'demo' ? demoRunnerState(language) : null;
}

export type CallbackResult = { ok: true; accessToken: string; family: string } | { ok: false; error: string };

/** Reads `#accessToken=...&family=...` or `#error=...` left by the API after a social sign-in. */
export function parseCallbackFragment(hash: string): CallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error) return { ok: false, error };
  const accessToken = params.get('accessToken');
  const family = params.get('family');
  if (!accessToken || !family) return { ok: false, error: 'missing token' };
  return { ok: true, accessToken, family };
}
