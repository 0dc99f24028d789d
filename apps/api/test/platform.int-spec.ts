import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAMILY_DEFINITIONS, LANGUAGES, type FamiliesResponse } from '@portal/contracts';
import { createTestApp, type TestContext } from './test-app';

// Health, OpenAPI, the families manifest, a family the deployment does not offer, and static web serving.

describe('health, docs and the families manifest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('GET /api/health reports the database', async () => {
    expect((await ctx.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const html = await ctx.http().get('/api/docs').expect(200);
    expect(html.text).toContain('swagger');
    const doc = await ctx.http().get('/api/docs-json').expect(200);
    for (const path of [
      '/api/auth/login',
      '/api/ket/tests',
      '/api/kodas/tests/end',
      '/api/staff/enrollments',
      '/api/families',
      '/api/health',
    ]) {
      expect(Object.keys(doc.body.paths)).toContain(path);
    }
  });

  it('lists every family with labels, group, remote and routes (public)', async () => {
    const body = (await ctx.http().get('/api/families').expect(200)).body as FamiliesResponse;
    const rows = body.families.map((f) => [f.id, f.group, f.homeRoute, f.runnerRoute]);
    // every family of the registry, in its order, as its definition says
    expect(rows).toEqual(FAMILY_DEFINITIONS.map((d) => [d.id, d.group, d.routes.home, d.routes.runner]));
    // and the portal's own families where the specification put them
    expect(rows).toEqual(
      expect.arrayContaining([
        ['ket', 'main', '/home', '/testai'],
        ['kodas', 'main', '/kodas', '/testai-kodas'],
        ['tractor', 'more', '/tractor', '/testai-tractor'],
        ['krautuvai', 'more', '/krautuvai', '/testai-krautuvai'],
        ['hidro', 'more', '/hidro', '/testai-hidro'],
        ['competition', 'mode', '/konkursas', '/k'],
        ['examiner', 'mode', '/m', '/t'],
      ]),
    );
    for (const f of body.families) {
      // By default every family is offered (each has its remote).
      expect(f).toMatchObject({
        enabled: true,
        remoteName: f.id,
        remoteEntry: `/remotes/${f.id}/remoteEntry.js`,
      });
      expect(Object.keys(f.labels).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('names the staff console remote beside the families (not a family: FAMILIES does not switch it)', async () => {
    const body = (await ctx.http().get('/api/families').expect(200)).body as FamiliesResponse;
    expect(body.staff).toEqual({
      remoteEntry: '/remotes/staff/remoteEntry.js',
      remoteName: 'staff',
      route: '/staff',
    });
    expect(body.families.map((f) => f.id)).not.toContain('staff');
  });
});

describe('a deployment offering only some families (FAMILIES)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      FAMILIES: 'ket,hidro,examiner',
      REMOTE_URL_KET: 'https://cdn.example.com/ket/remoteEntry.js',
      REMOTE_URL_STAFF: 'https://cdn.example.com/staff/remoteEntry.js',
    });
  });
  afterAll(() => ctx?.close());

  it('marks the others disabled in the manifest and takes remote URLs from REMOTE_URL_<FAMILY>', async () => {
    const body = (await ctx.http().get('/api/families').expect(200)).body as FamiliesResponse;
    expect(body.families.filter((f) => f.enabled).map((f) => f.id)).toEqual(['ket', 'hidro', 'examiner']);
    expect(body.families[0].remoteEntry).toBe('https://cdn.example.com/ket/remoteEntry.js');
    // the staff console stays, from REMOTE_URL_STAFF, whatever families are offered
    expect(body.staff).toEqual({
      remoteEntry: 'https://cdn.example.com/staff/remoteEntry.js',
      remoteName: 'staff',
      route: '/staff',
    });
  });

  it('a family not offered answers 404 on all its routes, signed in or not, but a running test may finish', async () => {
    const { token } = await ctx.newLearner();
    for (const family of ['kodas', 'tractor', 'krautuvai']) {
      // A test that was running when the family went off may still save, end and switch language (issue 25, item
      // 7); without one, they are refused like any bad request, never served.
      for (const path of ['tests/save', 'tests/end', 'tests/texts']) {
        const url = `/api/${family}/${path}`;
        const refused = await ctx.http().post(url).send({}).auth(token, { type: 'bearer' });
        expect([url, refused.status]).toEqual([url, 400]);
      }
      for (const [method, path] of [
        ['post', 'check'],
        ['post', 'register'],
        ['get', 'categories'],
        ['post', 'tests'],
        ['post', 'questions'],
        ['post', 'activation-requests'],
      ]) {
        const url = `/api/${family}/${path}`;
        const signed = await (method === 'get' ? ctx.http().get(url) : ctx.http().post(url).send({})).auth(
          token,
          { type: 'bearer' },
        );
        expect([url, signed.status, signed.body.code]).toEqual([url, 404, 'family-not-offered']);
        const anon = await (method === 'get' ? ctx.http().get(url) : ctx.http().post(url).send({}));
        expect(anon.status).toBe(404);
      }
    }
    await ctx.http().post('/api/hidro/check').auth(token, { type: 'bearer' }).expect(200);
  });

  it('another letter case does not reach a family switched off (routes match their case exactly)', async () => {
    const { token } = await ctx.newLearner();
    for (const url of ['/api/KODAS/check', '/api/Kodas/check', '/API/kodas/check', '/Api/Tractor/check']) {
      const res = await ctx.http().post(url).auth(token, { type: 'bearer' }).send({});
      expect([url, res.status, res.body.code]).toEqual([url, 404, 'not-found']);
    }
    await ctx.http().post('/api/HIDRO/check').auth(token, { type: 'bearer' }).expect(404);
    await ctx.http().post('/api/hidro/check').auth(token, { type: 'bearer' }).expect(200);
  });
});

describe('static web: shell with SPA fallback, remotes, question images', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(web, 'shell'));
    writeFileSync(join(web, 'shell', 'index.html'), '<html>shell</html>');
    writeFileSync(join(web, 'shell', 'main.3f2a9c1d7e.js'), 'console.log(1)');
    mkdirSync(join(web, 'ket'));
    writeFileSync(join(web, 'ket', 'remoteEntry.js'), 'var ket;');
    writeFileSync(join(web, 'ket', '123.a1b2c3d4e5.js'), 'chunk');
    const assets = mkdtempSync(join(tmpdir(), 'portal-assets-'));
    mkdirSync(join(assets, 'img', 'traktoriai'), { recursive: true });
    writeFileSync(join(assets, 'img', 'traktoriai', 't1.png'), 'png');
    ctx = await createTestApp({ WEB_ROOT: web, ASSETS_DIR: assets });
  });
  afterAll(() => ctx?.close());

  it('serves the shell at / and client routes fall back to index.html (no-cache)', async () => {
    for (const path of ['/', '/home', '/testai-kodas', '/auth/callback']) {
      const res = await ctx.http().get(path).expect(200);
      expect(res.text).toBe('<html>shell</html>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await ctx.http().get('/main.3f2a9c1d7e.js').expect(200)).headers['cache-control']).toContain(
      'immutable',
    );
  });

  it('serves remotes: remoteEntry.js no-cache, hashed chunks long-cached; unknown API paths stay JSON 404', async () => {
    expect((await ctx.http().get('/remotes/ket/remoteEntry.js').expect(200)).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await ctx.http().get('/remotes/ket/123.a1b2c3d4e5.js').expect(200)).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    await ctx.http().get('/remotes/kodas/remoteEntry.js').expect(404);
    // a remote deployed after the start is served without a restart
    mkdirSync(join(web, 'kodas'));
    writeFileSync(join(web, 'kodas', 'remoteEntry.js'), 'var kodas;');
    expect((await ctx.http().get('/remotes/kodas/remoteEntry.js').expect(200)).text).toBe('var kodas;');
    const api = await ctx.http().get('/api/unknown').expect(404);
    expect(api.body.statusCode).toBe(404);
  });

  it('serves question images at /<dir>/img/<file>', async () => {
    const image = await ctx.http().get('/traktoriai/img/t1.png').buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.body).toString()).toBe('png');
    await ctx.http().get('/traktoriai/img/missing.png').expect(404);
  });
});
