import type { FamilyManifestEntry } from '@portal/contracts';
import { loadStartupData } from './startup';

const ket = {
  id: 'ket',
  enabled: true,
  group: 'main',
  remoteEntry: '/remotes/ket/remoteEntry.js',
} as FamilyManifestEntry;
const kodas = {
  id: 'kodas',
  enabled: false,
  group: 'main',
  remoteEntry: '/remotes/kodas/remoteEntry.js',
} as FamilyManifestEntry;

function fakeFetch(routes: Record<string, () => Response | Promise<Response>>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    const handler = routes[url];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler();
  }) as typeof fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('start-up data (GET /api/families and GET /api/auth/providers before the first render)', () => {
  it('keeps the enabled families (and the others apart) and the configured providers', async () => {
    const data = await loadStartupData(
      fakeFetch({
        '/api/families': () => json({ families: [ket, kodas] }),
        '/api/auth/providers': () => json({ local: true, google: false, facebook: true }),
      }),
    );
    expect(data).toEqual({
      families: [ket],
      // a switched-off family's address leads to the login screen saying it is not offered now
      notOffered: [kodas],
      staff: null,
      providers: { local: true, google: false, facebook: true, email: false },
      school: {},
      error: null,
    });
  });

  it('keeps the school links of the manifest that are http(s) addresses', async () => {
    const data = await loadStartupData(
      fakeFetch({
        '/api/families': () =>
          json({ families: [ket], school: { site: 'https://mokykla.lt', info: 'javascript:x', reviews: 7 } }),
        '/api/auth/providers': () => json({ local: true }),
      }),
    );
    expect(data.school).toEqual({ site: 'https://mokykla.lt' });
  });

  it('keeps the staff console entry of the manifest; an incomplete one is left out', async () => {
    const staff = { remoteEntry: '/remotes/staff/remoteEntry.js', remoteName: 'staff', route: '/staff' };
    const providers = () => json({ local: true });
    const withStaff = await loadStartupData(
      fakeFetch({
        '/api/families': () => json({ families: [ket], staff }),
        '/api/auth/providers': providers,
      }),
    );
    expect(withStaff.staff).toEqual(staff);
    const broken = await loadStartupData(
      fakeFetch({
        '/api/families': () => json({ families: [ket], staff: { remoteName: 'staff', route: '/staff' } }),
        '/api/auth/providers': providers,
      }),
    );
    expect(broken.staff).toBeNull();
    expect(broken.families).toEqual([ket]);
  });

  it('reports a manifest failure and offers no provider when the API is down', async () => {
    const data = await loadStartupData(fakeFetch({}));
    expect(data.families).toEqual([]);
    expect(data.providers).toEqual({ local: false, google: false, facebook: false, email: false });
    expect(data.error).toMatch(/Failed to fetch/);
  });

  it('treats an HTTP error as a failure', async () => {
    const data = await loadStartupData(
      fakeFetch({
        '/api/families': () => json({ message: 'boom' }, 500),
        '/api/auth/providers': () => json({ local: true }),
      }),
    );
    expect(data.error).toBe('HTTP 500');
    expect(data.providers.local).toBe(true);
  });
});
