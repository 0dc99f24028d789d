import type { AuthUser } from '@portal/contracts';
import { startOAuthMock, type OAuthMock } from '../../test/oauth-mock';
import { createTestApp, type TestContext } from '../../test/test-app';

// Google and Facebook sign-in by the authorization-code flow, end to end against local OAuth servers
// (oauth2-mock-server): start → provider → callback → token → /api/auth/me.

let ctx: TestContext;
let mock: OAuthMock;

beforeAll(async () => {
  mock = await startOAuthMock();
  const provider = (prefix: string, base: string) => ({
    [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
    [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-secret`,
    [`${prefix}_AUTHORIZATION_URL`]: `${base}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${base}/token`,
    [`${prefix}_PROFILE_URL`]: `${base}/userinfo`,
  });
  ctx = await createTestApp({
    ...provider('GOOGLE', mock.google),
    ...provider('FACEBOOK', mock.facebook),
    FAMILIES: 'ket,kodas',
  });
});
afterAll(async () => {
  await ctx?.close();
  mock?.stop();
});

/** Follows the whole flow like a browser would; returns where the API finally sends the browser. */
async function signIn(
  provider: 'google' | 'facebook',
  family: string,
  tamper?: (state: string) => string,
  dropCookie = false,
  /** How the browser sends the nonce cookie back (its `name=value` as set, by default). */
  cookieHeader: (cookie: string) => string = (cookie) => cookie,
) {
  const startRes = await ctx.http().get(`/api/auth/${provider}?family=${family}`).expect(302);
  const cookie = (startRes.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  expect(startRes.headers['set-cookie'][0]).toMatch(/HttpOnly; SameSite=Lax/);
  const authorize = new URL(startRes.headers.location);
  expect(authorize.origin).toBe(provider === 'google' ? mock.google : mock.facebook);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://portal.test/api/auth/${provider}/callback`);
  expect(authorize.searchParams.get('client_id')).toBe(`${provider}-client`);
  const state = authorize.searchParams.get('state')!;
  if (tamper) authorize.searchParams.set('state', tamper(state));

  const providerRes = await fetch(authorize, { redirect: 'manual' });
  expect(providerRes.status).toBe(302);
  const back = new URL(providerRes.headers.get('location')!);
  expect(back.searchParams.get('code')).toBeTruthy();

  const callback = ctx.http().get(`${back.pathname}${back.search}`);
  if (!dropCookie) callback.set('Cookie', cookieHeader(cookie));
  const done = await callback.expect(302);
  // The nonce is single-use: the callback clears it, with the attributes it was set with.
  expect(done.headers['set-cookie']?.[0]).toMatch(
    new RegExp(
      `^portal_oauth_${provider}=; Max-Age=0; Path=/api/auth; Expires=[^;]+; HttpOnly; SameSite=Lax$`,
    ),
  );
  const target = new URL(done.headers.location);
  expect(`${target.origin}${target.pathname}`).toBe('http://portal.test/auth/callback');
  return new URLSearchParams(target.hash.slice(1));
}

describe('social sign-in (authorization code flow, verified on the server)', () => {
  it('reports both providers as configured', async () => {
    expect((await ctx.http().get('/api/auth/providers').expect(200)).body).toEqual({
      local: true,
      google: true,
      facebook: true,
      email: false,
    });
  });

  it('Google: start → provider → callback → token for /api/auth/me, family carried in the signed state', async () => {
    const result = await signIn('google', 'kodas');
    expect(result.get('family')).toBe('kodas');
    const token = result.get('accessToken')!;
    const me = (await ctx.http().get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200))
      .body as AuthUser;
    expect(me).toMatchObject({
      provider: 'google',
      providerId: 'google-uid-1001',
      name: 'Gintarė Google',
      email: 'gintare@example.com',
      photoUrl: 'http://img.test/g.png',
      roles: ['learner'],
      username: null,
    });
    // The same person signing in again gets the same account.
    const again = await signIn('google', 'ket');
    const me2 = (
      await ctx.http().get('/api/auth/me').auth(again.get('accessToken')!, { type: 'bearer' }).expect(200)
    ).body as AuthUser;
    expect(me2.id).toBe(me.id);
    expect(again.get('family')).toBe('ket');
  });

  it('Facebook: the same flow, profile read from the provider', async () => {
    const result = await signIn('facebook', 'ket');
    const token = result.get('accessToken')!;
    const me = (await ctx.http().get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200))
      .body as AuthUser;
    expect(me).toMatchObject({
      provider: 'facebook',
      providerId: 'fb-uid-2002',
      name: 'Feliksas Facebook',
      email: 'feliksas@example.com',
      photoUrl: 'http://img.test/f.png',
    });
    // The new social learner can use the family routes with this token.
    const check = await ctx.http().post('/api/ket/check').auth(token, { type: 'bearer' }).expect(200);
    expect(check.body).toMatchObject({ valid: null, token: null, user: null });
  });

  it('refuses a callback whose state was tampered with, or that comes without the browser cookie (CSRF)', async () => {
    const tampered = await signIn(
      'google',
      'ket',
      (state) => `${state.slice(0, -2)}${state.endsWith('xx') ? 'yy' : 'xx'}`,
    );
    expect(tampered.get('error')).toBe('invalid-state');
    expect(tampered.get('accessToken')).toBeNull();
    const noCookie = await signIn('facebook', 'ket', undefined, true);
    expect(noCookie.get('error')).toBe('invalid-state');
  });

  it('reads the nonce cookie from any Cookie header the cookie parser accepts: others around it, encoded', async () => {
    const encoded = await signIn('google', 'ket', undefined, false, (cookie) => {
      const [name, value] = cookie.split('=');
      const percent = [...value].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
      return `theme=dark;  ${name} = ${percent} ; other=%20x`;
    });
    expect(encoded.get('accessToken')).toBeTruthy();
  });

  it('refuses an expired state (10 minutes)', async () => {
    const startRes = await ctx.http().get('/api/auth/google?family=ket').expect(302);
    const cookie = (startRes.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const providerRes = await fetch(startRes.headers.location, { redirect: 'manual' });
    const back = new URL(providerRes.headers.get('location')!);
    ctx.clock.advance(11 * 60_000);
    const done = await ctx.http().get(`${back.pathname}${back.search}`).set('Cookie', cookie).expect(302);
    expect(done.headers.location).toContain('#error=invalid-state');
  });

  it('a provider error comes back as #error, and a callback without code or state never signs in', async () => {
    const denied = await ctx
      .http()
      .get('/api/auth/google/callback?error=access_denied&error_description=no')
      .expect(302);
    expect(denied.headers.location).toMatch(/#error=access-denied/);
    const bare = await ctx.http().get('/api/auth/facebook/callback').expect(302);
    expect(bare.headers.location).toBe('http://portal.test/auth/callback#error=missing-code');
  });

  it('refuses a family the deployment does not offer', async () => {
    const res = await ctx.http().get('/api/auth/google?family=tractor').expect(400);
    expect(res.body.fields[0]).toMatchObject({ field: 'family', code: 'range' });
  });
});
