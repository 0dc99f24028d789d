import { FAMILY_IDS, type DeploymentSwitch, type FamiliesResponse } from '@portal/contracts';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { createApp } from '../app/create-app';
import { FakeClock } from '../clock/clock.service';
import request from 'supertest';
import { createTestApp, describeMysql, type TestContext } from '../../test/test-app';
import { SWITCH_CACHE_MS } from './switches.service';

// Issue 9: staff switch families and the modes' servers at run time; the manifest and the family's API follow,
// on every instance sharing the database, within the switches' cache time.

describe('deployment switches', () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createTestApp({ FAMILIES: FAMILY_IDS.filter((id) => id !== 'examiner').join(',') });
    staff = await ctx.staffToken();
  });
  afterAll(() => ctx?.close());

  const put = (name: string, body: unknown, token = staff) =>
    ctx
      .http()
      .put(`/api/staff/switches/${name}`)
      .auth(token, { type: 'bearer' })
      .send(body as object);
  const offered = async (http = ctx.http) =>
    ((await http().get('/api/families').expect(200)).body as FamiliesResponse).families
      .filter((f) => f.enabled)
      .map((f) => f.id);

  it('lists every switch with its default from FAMILIES', async () => {
    const res = await ctx.http().get('/api/staff/switches').auth(staff, { type: 'bearer' }).expect(200);
    const byName = Object.fromEntries((res.body as DeploymentSwitch[]).map((s) => [s.name, s]));
    // every family of the registry, then the modes' servers
    expect(Object.keys(byName)).toEqual([...FAMILY_IDS, 'competition-server', 'examiner-server']);
    expect(byName.ket).toEqual({ name: 'ket', enabled: true, updatedAt: null, updatedBy: null });
    expect(byName.examiner.enabled).toBe(false);
    expect(byName['competition-server'].enabled).toBe(true);
  });

  it('switching a family off removes it from the manifest and its API answers 404; on again brings it back', async () => {
    await ctx.http().get('/api/hidro/categories').expect(401);
    const before = await ctx.dataSource.getRepository(AuditEntryEntity).countBy({ target: 'switch:hidro' });
    const res = await put('hidro', { enabled: false }).expect(200);
    expect(res.body).toMatchObject({ name: 'hidro', enabled: false, updatedBy: expect.any(String) });
    expect(Date.parse(res.body.updatedAt)).toBe(ctx.clock.now());
    expect(await offered()).not.toContain('hidro');
    const gone = await ctx.http().get('/api/hidro/categories').expect(404);
    expect(gone.body).toMatchObject({ code: 'family-not-offered' });
    await ctx.http().get('/api/HIDRO/categories').expect(404);
    const rows = await ctx.dataSource
      .getRepository(AuditEntryEntity)
      .find({ where: { target: 'switch:hidro' }, order: { id: 'ASC' } });
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'switch.set',
      before: JSON.stringify({ enabled: true }),
      after: JSON.stringify({ enabled: false }),
    });

    await put('hidro', { enabled: true }).expect(200);
    expect(await offered()).toContain('hidro');
    await ctx.http().get('/api/hidro/categories').expect(401);
  });

  it('the competition status follows its server switch and its family switch', async () => {
    const status = async () => (await ctx.http().get('/api/competition/status').expect(200)).body;
    expect(await status()).toEqual({ server: true });
    await put('competition-server', { enabled: false }).expect(200);
    expect(await status()).toEqual({ server: false });
    await put('competition-server', { enabled: true }).expect(200);
    await put('competition', { enabled: false }).expect(200);
    // The family is off: its other routes are gone, but the start screen's check still answers.
    expect(await status()).toEqual({ server: false });
    await ctx.http().get('/api/competition/contest').expect(404);
    await put('competition', { enabled: true }).expect(200);
    expect(await status()).toEqual({ server: true });
  });

  it('refuses learners, anonymous callers, unknown switches and bad bodies', async () => {
    const learner = await ctx.newLearner();
    await put('ket', { enabled: false }, learner.token).expect(403);
    await ctx.http().get('/api/staff/switches').auth(learner.token, { type: 'bearer' }).expect(403);
    await ctx.http().put('/api/staff/switches/ket').send({ enabled: false }).expect(401);
    const unknown = await put('nope', { enabled: false }).expect(404);
    expect(unknown.body).toMatchObject({ code: 'unknown-switch' });
    for (const body of [{}, { enabled: 'no' }, { enabled: true, extra: 1 }]) {
      const bad = await put('ket', body).expect(400);
      expect(bad.body.fields.map((f: { field: string }) => f.field)).toContain(
        'extra' in body ? 'extra' : 'enabled',
      );
    }
    expect(await offered()).toContain('ket');
  });
});

// A second instance on the same database (MariaDB only: an in-memory SQLite is one process's own).
describeMysql('deployment switches across instances', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof createApp>>;
  let secondClock: FakeClock;
  beforeAll(async () => {
    ctx = await createTestApp();
    secondClock = new FakeClock(ctx.clock.now());
    second = await createApp(ctx.config, { clock: secondClock });
    await second.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('a family switched off on one instance is gone on the other within the cache time', async () => {
    const other = () => request(second.getHttpServer());
    await other().get('/api/tractor/categories').expect(401);
    const staff = await ctx.staffToken();
    await ctx
      .http()
      .put('/api/staff/switches/tractor')
      .auth(staff, { type: 'bearer' })
      .send({ enabled: false })
      .expect(200);
    secondClock.advance(SWITCH_CACHE_MS);
    await other().get('/api/tractor/categories').expect(404);
    const manifest = (await other().get('/api/families').expect(200)).body as FamiliesResponse;
    expect(manifest.families.find((f) => f.id === 'tractor')?.enabled).toBe(false);
  });
});
