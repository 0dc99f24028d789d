import type { FamilyManifestEntry } from '@portal/contracts';
import {
  defaultFamily,
  demoLinkState,
  demoRunnerState,
  familyRoutes,
  hardestFamily,
  isPublicPath,
  leaveUnknownPath,
  loginGroups,
  needsSession,
  normalizePath,
  parseCallbackFragment,
  staffRoute,
  startScreen,
} from './routes';

function entry(
  id: FamilyManifestEntry['id'],
  group: FamilyManifestEntry['group'],
  homeRoute: string,
  runnerRoute: string,
  enabled = true,
): FamilyManifestEntry {
  return {
    id,
    kind: group !== 'mode' ? 'enrolled' : id === 'competition' ? 'contest' : 'examiner',
    enabled,
    group,
    labels: { lt: id, ru: id, en: id, uk: id, pl: id },
    remoteEntry: `/remotes/${id}/remoteEntry.js`,
    remoteName: id,
    homeRoute,
    runnerRoute,
  };
}

const ket = entry('ket', 'main', '/home', '/testai');
const kodas = entry('kodas', 'main', '/kodas', '/testai-kodas');
const tractor = entry('tractor', 'more', '/tractor', '/testai-tractor');
const krautuvai = entry('krautuvai', 'more', '/krautuvai', '/testai-krautuvai');
const hidro = entry('hidro', 'more', '/hidro', '/testai-hidro');
const competition = entry('competition', 'mode', '/konkursas', '/k');
const all = [ket, kodas, tractor, krautuvai, hidro, competition];

describe('routes from the manifest (core spec section 2, second spec route list)', () => {
  it('mounts each offered family at its homeRoute (Landing) and runnerRoute (Runner)', () => {
    const routes = familyRoutes(all).map((r) => `${r.path}:${r.family.id}:${r.part}`);
    expect(routes).toEqual([
      '/home:ket:Landing',
      '/testai:ket:Runner',
      '/kodas:kodas:Landing',
      '/testai-kodas:kodas:Runner',
      '/tractor:tractor:Landing',
      '/testai-tractor:tractor:Runner',
      '/krautuvai:krautuvai:Landing',
      '/testai-krautuvai:krautuvai:Runner',
      '/hidro:hidro:Landing',
      '/testai-hidro:hidro:Runner',
      '/konkursas:competition:Landing',
      '/k:competition:Runner',
    ]);
  });

  it('mounts an enrolled family practice screen at its practiceRoute (issue 26)', () => {
    const routes = familyRoutes([{ ...ket, practiceRoute: '/mokytis-ket' }]);
    expect(routes.map((r) => `${r.path}:${r.part}`)).toEqual([
      '/home:Landing',
      '/testai:Runner',
      '/mokytis-ket:Practice',
    ]);
  });

  it('has no routes for families the deployment does not offer', () => {
    const routes = familyRoutes([ket, { ...kodas, enabled: false }]);
    expect(routes.map((r) => r.path)).toEqual(['/home', '/testai']);
    expect(startScreen('/kodas', [ket, { ...kodas, enabled: false }])).toBe('unknown');
  });

  it('never lets a family take the shell routes or another family route', () => {
    const routes = familyRoutes([
      entry('ket', 'main', '/', '/privacy'),
      entry('kodas', 'main', '/home', 'testai-kodas'),
      { ...tractor, homeRoute: '/home' },
    ]);
    expect(routes.map((r) => `${r.path}:${r.family.id}`)).toEqual([
      '/home:kodas',
      '/testai-kodas:kodas',
      '/testai-tractor:tractor',
    ]);
  });

  it('tells the public screens, the family screens and unknown paths apart (unknown paths go to /)', () => {
    expect(startScreen('/', all)).toBe('public');
    expect(startScreen('/privacy', all)).toBe('public');
    expect(startScreen('/auth/callback', all)).toBe('public');
    expect(startScreen('/home', all)).toBe('portal');
    expect(startScreen('/testai-kodas/', all)).toBe('portal');
    expect(startScreen('/nowhere', all)).toBe('unknown');
    // the payment page is the portal's own screen, whatever the families
    expect(startScreen('/moketi', [])).toBe('portal');
    expect(isPublicPath('/privacy?x=1')).toBe(true);
    for (const path of ['/signup', '/confirm?token=abc', '/forgot', '/reset?token=abc'])
      expect(isPublicPath(path)).toBe(true);
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/home///')).toBe('/home');
  });

  it("an unknown start address is logged as 'Failed to get route' (core spec section 8) and replaced by /", () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const history = { replaceState: jest.fn() };
    expect(leaveUnknownPath(all, { pathname: '/home' }, history)).toBe(false);
    expect(log).not.toHaveBeenCalled();
    expect(leaveUnknownPath(all, { pathname: '/nowhere' }, history)).toBe(true);
    expect(log).toHaveBeenCalledWith('Failed to get route');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
    log.mockRestore();
  });
});

describe('the staff console route (GET /api/families `staff`)', () => {
  const staff = { remoteEntry: '/remotes/staff/remoteEntry.js', remoteName: 'staff', route: '/staff' };

  it('mounts the console at the manifest route, and the start address /staff opens the portal', () => {
    expect(staffRoute(staff, all)).toBe('/staff');
    expect(staffRoute({ ...staff, route: 'staff/' }, all)).toBe('/staff');
    expect(startScreen('/staff', all, staff)).toBe('portal');
    expect(startScreen('/staff/', all, staff)).toBe('portal');
  });

  it('without a staff entry (an older API) /staff is an unknown address like any other', () => {
    expect(staffRoute(null, all)).toBeNull();
    expect(staffRoute({ ...staff, remoteEntry: '' }, all)).toBeNull();
    expect(startScreen('/staff', all)).toBe('unknown');
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const history = { replaceState: jest.fn() };
    expect(leaveUnknownPath(all, { pathname: '/staff' }, history, null)).toBe(true);
    expect(leaveUnknownPath(all, { pathname: '/staff' }, history, staff)).toBe(false);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it("never takes the shell's own screens or a family's route", () => {
    expect(staffRoute({ ...staff, route: '/' }, all)).toBeNull();
    expect(staffRoute({ ...staff, route: '/privacy' }, all)).toBeNull();
    expect(staffRoute({ ...staff, route: '/home' }, all)).toBeNull();
    expect(staffRoute({ ...staff, route: '/home' }, [kodas])).toBe('/home');
  });
});

describe('login screen family choice (core spec "Login screen")', () => {
  it('puts KET and Code 95 in the main row and tractor, forklift, crane under more; modes are not offered there', () => {
    const { main, more } = loginGroups(all);
    expect(main.map((f) => f.id)).toEqual(['ket', 'kodas']);
    expect(more.map((f) => f.id)).toEqual(['tractor', 'krautuvai', 'hidro']);
  });

  it("offers an enrolled family the shell's own build does not know (shipped after the shell)", () => {
    const buses = { ...tractor, id: 'buses' as FamilyManifestEntry['id'], remoteName: 'buses' };
    expect(loginGroups([...all, buses]).more.map((f) => f.id)).toEqual([
      'tractor',
      'krautuvai',
      'hidro',
      'buses',
    ]);
  });

  it('chooses KET first, or the first offered family', () => {
    expect(defaultFamily(all)?.id).toBe('ket');
    expect(defaultFamily([hidro, tractor])?.id).toBe('hidro');
    expect(defaultFamily([])).toBeUndefined();
  });

  it('demo carries usr=demo and kate=demo (core spec section 2)', () => {
    expect(demoRunnerState('ru')).toEqual({ usr: 'demo', kate: 'demo', provider: 'demo', language: 'ru' });
  });

  it('a link with ?usr=demo&kate=demo starts the demo; anything else does not (core spec section 2)', () => {
    expect(demoLinkState('?usr=demo&kate=demo', 'en')).toEqual(demoRunnerState('en'));
    expect(demoLinkState('?kate=demo&x=1&usr=demo', 'lt')).toEqual(demoRunnerState('lt'));
    expect(demoLinkState('?usr=demo', 'lt')).toBeNull();
    expect(demoLinkState('?usr=42&kate=demo', 'lt')).toBeNull();
    expect(demoLinkState('', 'lt')).toBeNull();
  });

  it('requires a session for exam families only', () => {
    expect(needsSession(ket)).toBe(true);
    expect(needsSession({ kind: 'contest' })).toBe(false);
    expect(needsSession({ kind: 'examiner' })).toBe(false);
  });
});

describe('social sign-in callback fragment', () => {
  it('reads the token and family', () => {
    expect(parseCallbackFragment('#accessToken=abc.def&family=kodas')).toEqual({
      ok: true,
      accessToken: 'abc.def',
      family: 'kodas',
    });
  });
  it('reads an error', () => {
    expect(parseCallbackFragment('#error=access_denied')).toEqual({ ok: false, error: 'access_denied' });
  });
  it('rejects an incomplete fragment', () => {
    expect(parseCallbackFragment('#family=ket')).toEqual({ ok: false, error: 'missing token' });
    expect(parseCallbackFragment('')).toMatchObject({ ok: false });
  });
});

describe('the public hardest questions route (issue 27)', () => {
  it('/sunkiausi/<family> is public, with or without the language query; nothing else under it', () => {
    expect(hardestFamily('/sunkiausi/ket')).toBe('ket');
    expect(hardestFamily('/sunkiausi/ket/?language=en')).toBe('ket');
    expect(isPublicPath('/sunkiausi/kodas')).toBe(true);
    expect(startScreen('/sunkiausi/ket', [])).toBe('public');
    expect(hardestFamily('/sunkiausi/')).toBeNull();
    expect(hardestFamily('/sunkiausi/ket/x')).toBeNull();
    expect(hardestFamily('/sunkiausi/../staff')).toBeNull();
  });
});
