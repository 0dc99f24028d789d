import type {
  AuthProvidersResponse,
  FamiliesResponse,
  FamilyManifestEntry,
  SchoolLinks,
  StaffConsoleManifest,
} from '@portal/contracts';

/** What the shell knows before it renders: the families manifest and the configured sign-in methods. */
export interface StartupData {
  /** Families this deployment offers (enabled, with a remote entry), in manifest order. */
  families: FamilyManifestEntry[];
  /**
   * Families of the manifest not offered now (switched off by staff, or not in this deployment): their addresses
   * lead to the login screen, which tells a learner signed in to one that it is not offered now.
   */
  notOffered?: FamilyManifestEntry[];
  /** The staff console's remote and route, when the API names one (an older API does not). */
  staff: StaffConsoleManifest | null;
  providers: AuthProvidersResponse;
  /** The driving school's links from the manifest (handed to the remotes; the families' defaults otherwise). */
  school: SchoolLinks;
  /** Set when the manifest could not be loaded: the login screen says so and offers a reload. */
  error: string | null;
}

const NO_PROVIDERS: AuthProvidersResponse = { local: false, google: false, facebook: false, email: false };

/** The manifest's staff entry if it is complete (a remote entry and a route), else null. */
function staffEntry(value: unknown): StaffConsoleManifest | null {
  const staff = value as Partial<StaffConsoleManifest> | null | undefined;
  if (!staff || typeof staff.remoteEntry !== 'string' || !staff.remoteEntry) return null;
  if (typeof staff.route !== 'string' || !staff.route.startsWith('/')) return null;
  return { remoteEntry: staff.remoteEntry, remoteName: staff.remoteName || 'staff', route: staff.route };
}

/** The manifest's school links that are http(s) addresses (anything else is left to the family defaults). */
function schoolLinks(value: unknown): SchoolLinks {
  const school = (value ?? {}) as Record<string, unknown>;
  const out: SchoolLinks = {};
  for (const key of ['site', 'reviews', 'info'] as const) {
    const url = school[key];
    if (typeof url === 'string' && /^https?:\/\//.test(url)) out[key] = url;
  }
  return out;
}

async function getJson<T>(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<T> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = setTimeout(() => controller?.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: controller?.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/families` and `GET /api/auth/providers`, in parallel, with plain fetch (before React and before
 * Redux exist). Never throws: a failure becomes `error` (manifest) or "no provider configured".
 */
export async function loadStartupData(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10000,
): Promise<StartupData> {
  const [families, providers] = await Promise.allSettled([
    getJson<FamiliesResponse>('/api/families', fetchImpl, timeoutMs),
    getJson<AuthProvidersResponse>('/api/auth/providers', fetchImpl, timeoutMs),
  ]);
  const list =
    families.status === 'fulfilled' && Array.isArray(families.value?.families)
      ? families.value.families
      : null;
  return {
    families: (list ?? []).filter((f) => f.enabled && Boolean(f.remoteEntry)),
    notOffered: (list ?? []).filter((f) => !f.enabled),
    staff: families.status === 'fulfilled' ? staffEntry(families.value?.staff) : null,
    providers: providers.status === 'fulfilled' ? { ...NO_PROVIDERS, ...providers.value } : NO_PROVIDERS,
    school: families.status === 'fulfilled' ? schoolLinks(families.value?.school) : {},
    error:
      list !== null
        ? null
        : families.status === 'rejected'
          ? String((families.reason as Error)?.message ?? families.reason)
          : 'invalid manifest',
  };
}
