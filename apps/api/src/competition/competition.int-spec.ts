import type {
  CompetitionEndResponse,
  Flag,
  Leaderboard,
  Page,
  StaffContest,
  StaffContestEntry,
  TestLoadResponse,
  TestQuestion,
} from '@portal/contracts';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 9, competition: staff run a contest; entrants (no account) take its frozen set; the server keeps the key
// until each entrant's end, measures the time, counts one entry per person and ranks them.

describe('competition', () => {
  let ctx: TestContext;
  let staff: string;
  let contest: StaffContest;

  beforeAll(async () => {
    ctx = await createTestApp({ FAMILIES: 'ket,competition' });
    await ctx.seed.seedBankFile('ket');
    staff = await ctx.staffToken();
  });
  afterAll(() => ctx?.close());

  const asStaff = (method: 'get' | 'post', path: string, body?: object) =>
    ctx.http()[method](path).auth(staff, { type: 'bearer' }).send(body);
  const now = () => ctx.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const start = (name: string, gdata = '2004-05-06', egzamin = false, entry?: string) =>
    ctx.http().post('/api/competition/tests').send({ person: { name, gdata }, egzamin, entry });
  const questionsOf = (load: TestLoadResponse) => JSON.parse(load.questions) as TestQuestion[];
  /** Correct ticks for the first `right` questions, wrong ones for the rest. */
  const ticks = async (load: TestLoadResponse, right: number): Promise<Flag[][]> => {
    const ids = questionsOf(load).map((q) => q.id);
    const key = await ctx.keyFor(ids);
    return key.map((k, i) => (i < right ? k : k.map((f): Flag => (f === '1' ? '0' : '1'))));
  };
  const end = async (load: TestLoadResponse, right: number) =>
    (
      await ctx
        .http()
        .post('/api/competition/tests/end')
        .send({ ch: await ticks(load, right), test: load.jwt })
        .expect(200)
    ).body as CompetitionEndResponse;

  it('staff create a contest with frozen sets (audited); nothing starts until it is opened', async () => {
    const audits = await ctx.dataSource.getRepository(AuditEntryEntity).count();
    const res = await asStaff('post', '/api/staff/contests', {
      title: { lt: 'Pavasario konkursas', ru: 'Весенний конкурс', en: 'Spring contest' },
      family: 'ket',
      category: 'B',
      timeLimitSeconds: 600,
      opensAt: iso(now() - 3600_000),
      closesAt: iso(now() + 86400_000),
    }).expect(201);
    contest = res.body as StaffContest;
    expect(contest).toMatchObject({ status: 'draft', questionCount: 5, entries: 0 });
    expect(contest.ordinaryIds).toHaveLength(5);
    expect(contest.hardIds).toHaveLength(5);
    expect(await ctx.dataSource.getRepository(AuditEntryEntity).count()).toBe(audits + 1);
    await start('Jonas Petraitis').expect(409);
    await asStaff('post', `/api/staff/contests/${contest.id}/open`).expect(200);
    const shown = await ctx.http().get('/api/competition/contest').expect(200);
    expect(shown.body).toMatchObject({ id: contest.id, open: true, questionCount: 5 });
    // Titles staff left out (uk, pl) show the Lithuanian one: never an empty title.
    expect(shown.body.title).toEqual({
      lt: 'Pavasario konkursas',
      ru: 'Весенний конкурс',
      en: 'Spring contest',
      uk: 'Pavasario konkursas',
      pl: 'Pavasario konkursas',
    });
  });

  it('gives every entrant the same frozen set in an order of their own, and no key before their end', async () => {
    const a = (await start('Ona Kazlauskaitė').expect(200)).body as TestLoadResponse;
    const b = (await start('Petras Jonaitis').expect(200)).body as TestLoadResponse;
    const hard = (await start('Rūta Vaitkutė', '2003-01-01', true).expect(200)).body as TestLoadResponse;
    expect(
      questionsOf(a)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...contest.ordinaryIds].sort());
    expect(
      questionsOf(b)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...contest.ordinaryIds].sort());
    expect(
      questionsOf(hard)
        .map((q) => q.id)
        .sort(),
    ).toEqual([...contest.hardIds].sort());
    expect(a.policy).toMatchObject({ family: 'competition', questionCount: 5, timeLimitSeconds: 600 });
    expect(a.time).toBe(600);
    for (const load of [a, b, hard]) {
      expect(Object.keys(load).sort()).toEqual([
        'deadline',
        'jwt',
        'policy',
        'questions',
        'serverNow',
        'status',
        'time',
      ]);
      for (const q of questionsOf(load)) {
        expect(Object.keys(q)).not.toEqual(expect.arrayContaining(['correct']));
        expect(q.checkai.every((f) => f === '0')).toBe(true);
      }
    }
    const saved = await ctx
      .http()
      .post('/api/competition/tests/save')
      .send({ ch: await ticks(a, 2), test: a.jwt })
      .expect(200);
    expect(Object.keys(saved.body).sort()).toEqual(['saved', 'serverNow', 'time']);
    const board = await ctx.http().get('/api/competition/leaderboard').expect(200);
    expect(JSON.stringify(board.body)).not.toMatch(/ats|gdata|1999|2004/);
    const ended = await end(a, 5);
    expect(ended.atsakymai).toHaveLength(5);
    expect(ended.result).toMatchObject({ correct: 5, total: 5 });
    expect(ended.contest).toEqual({ counted: true, rank: 1 });
    await end(b, 1);
    await end(hard, 3);
  });

  it('counts only the first entry of a person (name typed any way), later ones are practice', async () => {
    const first = (await start('Jurgis Stankus', '2000-02-02').expect(200)).body as TestLoadResponse;
    expect((await end(first, 2)).contest.counted).toBe(true);
    const again = (await start(' jurgis   STANKUS ', '2000-02-02').expect(200)).body as TestLoadResponse;
    const practice = await end(again, 5);
    expect(practice.contest).toEqual({ counted: false, rank: null });
    // Another birth date is another person.
    const other = (await start('Jurgis Stankus', '2000-02-03').expect(200)).body as TestLoadResponse;
    expect((await end(other, 0)).contest.counted).toBe(true);
    const entries = (
      (await asStaff('get', `/api/staff/contests/${contest.id}/entries`).expect(200))
        .body as Page<StaffContestEntry>
    ).items;
    expect(entries.filter((e) => e.name.toLowerCase().includes('stankus') && e.counted)).toHaveLength(2);
  });

  it('ranks by correct answers, then server-measured time, then the earliest end; names shortened', async () => {
    const slow = (await start('Laura Slow', '1990-01-01').expect(200)).body as TestLoadResponse;
    const fast = (await start('Mantas Fast', '1990-01-01').expect(200)).body as TestLoadResponse;
    ctx.clock.advance(30_000);
    await end(fast, 4);
    ctx.clock.advance(60_000);
    await end(slow, 4);
    const board = (await ctx.http().get('/api/competition/leaderboard?difficulty=ordinary').expect(200))
      .body as Leaderboard;
    const names = board.top.map((r) => r.name);
    expect(names.slice(0, 4)).toEqual(['Ona K.', 'Mantas F.', 'Laura S.', 'Jurgis S.']);
    expect(board.top[1]).toMatchObject({ rank: 2, correct: 4, total: 5, seconds: 30 });
    expect(board.top[2]).toMatchObject({ rank: 3, seconds: 90 });
    const own = (await ctx.http().get(`/api/competition/leaderboard?entry=${encodeURIComponent(slow.jwt)}`))
      .body as Leaderboard;
    expect(own.own).toMatchObject({ rank: 3, name: 'Laura S.', counted: true });
  });

  it('staff hide or disqualify an entry (audited): it leaves the leaderboard', async () => {
    const entries = (
      (await asStaff('get', `/api/staff/contests/${contest.id}/entries`).expect(200))
        .body as Page<StaffContestEntry>
    ).items;
    const ona = entries.find((e) => e.name === 'Ona Kazlauskaitė')!;
    // Paged like every staff list: page 2 of one row each.
    const second = (
      await asStaff('get', `/api/staff/contests/${contest.id}/entries?page=2&pageSize=1`).expect(200)
    ).body as Page<StaffContestEntry>;
    expect(second).toMatchObject({ total: entries.length, page: 2, pageSize: 1 });
    expect(second.items.map((e) => e.id)).toEqual([entries[1].id]);
    expect(ona.gdata).toBe('2004-05-06');
    await asStaff('post', `/api/staff/contests/${contest.id}/entries/${ona.id}`, {
      disqualified: true,
    }).expect(200);
    const audit = await ctx.dataSource
      .getRepository(AuditEntryEntity)
      .findOneBy({ target: `contest-entry:${ona.id}` });
    expect(audit).toMatchObject({ action: 'contest.entry.moderate' });
    const board = (await ctx.http().get('/api/competition/leaderboard').expect(200)).body as Leaderboard;
    expect(board.top[0].name).toBe('Mantas F.');
  });

  it('refuses bad input with 400 naming the field, forged tokens with 403, learners on staff routes with 403', async () => {
    const empty = await start('').expect(400);
    expect(empty.body.fields[0].field).toBe('person.name');
    const oneWord = await start('Jonas').expect(400);
    expect(oneWord.body.fields[0].field).toBe('person.name');
    const date = await start('Jonas Petraitis', '2004-02-30').expect(400);
    expect(date.body.fields[0].field).toBe('person.gdata');
    await ctx
      .http()
      .post('/api/competition/tests')
      .send({ person: { name: 'A B', gdata: '2000-01-01' } })
      .expect(400);
    const forged = await ctx
      .http()
      .post('/api/competition/tests/end')
      .send({ ch: [], test: '1.forged' })
      .expect(403);
    expect(forged.body.code).toBe('invalid-test-token');
    await ctx.http().get('/api/competition/leaderboard?difficulty=impossible').expect(400);
    const bad = await asStaff('post', '/api/staff/contests', { title: { lt: 'x' }, family: 'nope' }).expect(
      400,
    );
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['family', 'timeLimitSeconds']),
    );
    const learner = await ctx.newLearner();
    await ctx.http().get('/api/staff/contests').auth(learner.token, { type: 'bearer' }).expect(403);
  });

  it('while competition-server is off: status false and starts refused', async () => {
    await asStaff('post', '/api/staff/contests/999/open').expect(404);
    await ctx
      .http()
      .put('/api/staff/switches/competition-server')
      .auth(staff, { type: 'bearer' })
      .send({ enabled: false })
      .expect(200);
    expect((await ctx.http().get('/api/competition/status').expect(200)).body).toEqual({ server: false });
    const refused = await start('Vytas Vaitkus').expect(503);
    expect(refused.body).toMatchObject({ code: 'competition-off' });
    await ctx
      .http()
      .put('/api/staff/switches/competition-server')
      .auth(staff, { type: 'bearer' })
      .send({ enabled: true })
      .expect(200);
    await start('Vytas Vaitkus').expect(200);
  });

  it('limits starts per person', async () => {
    // Every start counts, a resume from the entry's own browser too.
    const first = (await start('Rima Ribota', '1995-05-05').expect(200)).body as TestLoadResponse;
    for (let i = 1; i < 10; i++) await start('Rima Ribota', '1995-05-05', false, first.jwt).expect(200);
    const limited = await start('rima ribota', '1995-05-05').expect(429);
    expect(limited.body).toMatchObject({ code: 'rate-limited' });
    await start('Kitas Asmuo', '1995-05-05').expect(200);
  });

  it('closing the contest stops new entries (audited)', async () => {
    await asStaff('post', `/api/staff/contests/${contest.id}/close`).expect(200);
    await start('Vėlyvas Dalyvis').expect(409);
    const shown = await ctx.http().get('/api/competition/contest').expect(200);
    expect(shown.body).toMatchObject({ id: contest.id, open: false });
  });
});

describe('the sample contest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SEED_ON_START: 'true' });
  });
  afterAll(() => ctx?.close());

  it('is seeded open, once, so /konkursas works out of the box', async () => {
    const shown = await ctx.http().get('/api/competition/contest').expect(200);
    expect(shown.body).toMatchObject({ open: true, questionCount: 5 });
    const staff = await ctx.staffToken();
    const list = await ctx.http().get('/api/staff/contests').auth(staff, { type: 'bearer' }).expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items).toHaveLength(1);
    await ctx
      .http()
      .post('/api/competition/tests')
      .send({ person: { name: 'Ona Pavyzdytė', gdata: '2001-01-01' }, egzamin: true })
      .expect(200);
  });
});
