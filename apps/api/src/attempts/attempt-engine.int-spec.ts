import type { Flag, StaffContest, TestLoadResponse, TestQuestion } from '@portal/contracts';
import type { Response, Test } from 'supertest';
import { IsNull } from 'typeorm';
import { attemptIdOf, createTestApp, type TestContext } from '../../test/test-app';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { ExaminerExamEntity } from '../examiner/examiner-exam.entity';
import { secretHash } from './test-rules';

// Issue 23: one behaviour for every kind of test. The same cases run against each admission (the enrolled
// learner's test, the contest entry, the examiner candidate's exam); a kind differs only in how a subject is
// admitted and how its test is resumed, never in what a save, an end or a token answers.

interface Stored {
  answers: Flag[][];
  finishedAt: number | null;
}

interface Kind {
  name: string;
  /** The test's time limit (ms). */
  timeLimitMs: number;
  /** A new subject, admitted to start one test. */
  newSubject(): Promise<unknown>;
  /** A start (no token of a running test: a first start, or one from another browser). */
  start(subject: unknown): Test;
  /** The subject's resume of `load` (the contest's browser sends its entry token). */
  resume(subject: unknown, load: TestLoadResponse): Test;
  save(subject: unknown, body: { ch: Flag[][]; test: string }): Test;
  end(subject: unknown, body: { ch: Flag[][]; test: string }): Test;
  /** Subject `a` presenting `b`'s test token where it could give access (a start or a save). */
  foreign(a: unknown, loadB: TestLoadResponse): Test;
  /** The subject's open tests, and its latest test as stored. */
  openCount(subject: unknown): Promise<number>;
  latest(subject: unknown): Promise<Stored>;
}

let ctx: TestContext;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

const enrolled: Kind = {
  name: 'enrolled learner',
  timeLimitMs: 0, // set in beforeAll (the KET policy)
  newSubject: () => ctx.activeLearner('ket', 50),
  start: (s) =>
    ctx
      .http()
      .post('/api/ket/tests')
      .auth((s as { token: string }).token, { type: 'bearer' })
      .send({ kate: 'B', language: 'lt' }),
  resume: (s) => enrolled.start(s),
  save: (s, body) =>
    ctx
      .http()
      .post('/api/ket/tests/save')
      .auth((s as { token: string }).token, { type: 'bearer' })
      .send(body),
  end: (s, body) =>
    ctx
      .http()
      .post('/api/ket/tests/end')
      .auth((s as { token: string }).token, { type: 'bearer' })
      .send(body),
  foreign: (a, loadB) => enrolled.save(a, { ch: ticksOf(loadB), test: loadB.jwt }),
  openCount: (s) =>
    ctx.dataSource
      .getRepository(AttemptEntity)
      .countBy({ accountId: (s as { id: number }).id, finishedAt: IsNull() }),
  latest: async (s) =>
    (await ctx.dataSource.getRepository(AttemptEntity).findOneOrFail({
      where: { accountId: (s as { id: number }).id },
      order: { id: 'DESC' },
    })) as Stored,
};

interface Entrant {
  name: string;
  gdata: string;
}
const contestStart = (s: Entrant, entry?: string) =>
  ctx
    .http()
    .post('/api/competition/tests')
    .send({ person: { name: s.name, gdata: s.gdata }, egzamin: false, entry });
const contest: Kind = {
  name: 'contest entrant',
  timeLimitMs: 600_000,
  newSubject: async () => ({ name: `Dalyvis ${letters(unique())}`, gdata: '2001-02-03' }),
  start: (s) => contestStart(s as Entrant),
  resume: (s, load) => contestStart(s as Entrant, load.jwt),
  save: (_s, body) => ctx.http().post('/api/competition/tests/save').send(body),
  end: (_s, body) => ctx.http().post('/api/competition/tests/end').send(body),
  foreign: (a, loadB) => contestStart(a as Entrant, loadB.jwt),
  openCount: (s) =>
    ctx.dataSource
      .getRepository(ContestEntryEntity)
      .countBy({ name: (s as Entrant).name, finishedAt: IsNull() }),
  latest: async (s) =>
    (await ctx.dataSource.getRepository(ContestEntryEntity).findOneOrFail({
      where: { name: (s as Entrant).name },
      order: { id: 'DESC' },
    })) as Stored,
};

interface Candidate {
  regnr: string;
  gdata: string;
}
const examinerStart = (s: Candidate, resume?: string) =>
  ctx
    .http()
    .post('/api/examiner/tests')
    .send({
      tema: 1,
      sub: 'B',
      egzamin: true,
      person: { regnr: s.regnr, gdata: s.gdata },
      language: 'lt',
      resume,
    });
const examiner: Kind = {
  name: 'examiner candidate',
  timeLimitMs: 1800_000,
  newSubject: async () => {
    const candidate = { regnr: `LT-${unique()}`.toUpperCase(), gdata: '1990-05-01' };
    const staff = await ctx.staffToken();
    await ctx
      .http()
      .post('/api/staff/examiner/roster')
      .auth(staff, { type: 'bearer' })
      .send({
        ...candidate,
        sub: 'B',
        from: new Date(ctx.clock.now() - 3600_000).toISOString(),
        to: new Date(ctx.clock.now() + 30 * 86400_000).toISOString(),
      })
      .expect(201);
    return candidate;
  },
  start: (s) => examinerStart(s as Candidate),
  resume: (s) => examinerStart(s as Candidate),
  save: (_s, body) => ctx.http().post('/api/examiner/tests/save').send(body),
  end: (_s, body) => ctx.http().post('/api/examiner/tests/end').send(body),
  foreign: (a, loadB) => examinerStart(a as Candidate, loadB.jwt),
  openCount: (s) =>
    ctx.dataSource
      .getRepository(ExaminerExamEntity)
      .countBy({ regnr: (s as Candidate).regnr, finishedAt: IsNull() }),
  latest: async (s) =>
    (await ctx.dataSource.getRepository(ExaminerExamEntity).findOneOrFail({
      where: { regnr: (s as Candidate).regnr },
      order: { id: 'DESC' },
    })) as Stored,
};

/** Letters only (a contest name is letters). */
function letters(text: string): string {
  return text.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
}

function ticksOf(load: TestLoadResponse): Flag[][] {
  return (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.checkai.map((): Flag => '0'));
}

/** Blank ticks with the first answer of question `index` ticked. */
function ticked(load: TestLoadResponse, index: number): Flag[][] {
  const ticks = ticksOf(load);
  ticks[index][0] = '1';
  return ticks;
}

const codeOf = (res: Response) => (res.body as { code?: string }).code;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBankFile('ket');
  expect(await ctx.seed.seedBankFile('examiner')).toBe(true);
  const staff = await ctx.staffToken();
  const iso = (ms: number) => new Date(ms).toISOString();
  const created = await ctx
    .http()
    .post('/api/staff/contests')
    .auth(staff, { type: 'bearer' })
    .send({
      title: { lt: 'Variklis', ru: 'Двигатель', en: 'Engine' },
      family: 'ket',
      category: 'B',
      timeLimitSeconds: contest.timeLimitMs / 1000,
      opensAt: iso(ctx.clock.now() - 3600_000),
      closesAt: iso(ctx.clock.now() + 30 * 86400_000),
    })
    .expect(201);
  await ctx
    .http()
    .post(`/api/staff/contests/${(created.body as StaffContest).id}/open`)
    .auth(staff, { type: 'bearer' })
    .expect(200);
});
afterAll(() => ctx?.close());

describe.each([enrolled, contest, examiner])('one life cycle: $name', (kind) => {
  const started = async (subject: unknown) =>
    (await kind.start(subject).expect(200)).body as TestLoadResponse;
  const graceMs = () => ctx.config.graceSeconds * 1000;

  beforeAll(async () => {
    if (kind === enrolled) {
      const probe = await started(await kind.newSubject());
      kind.timeLimitMs = probe.policy.timeLimitSeconds * 1000;
    }
  });

  it('starts a new test with its full time, and resumes it with the same questions, ticks and clock', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    expect(load).toMatchObject({ status: 'NEW', time: kind.timeLimitMs / 1000 });
    const ticks = ticked(load, 0);
    await kind.save(subject, { ch: ticks, test: load.jwt }).expect(200);
    ctx.clock.advance(61_000);
    const resumed = (await kind.resume(subject, load).expect(200)).body as TestLoadResponse;
    expect(resumed).toMatchObject({ status: 'RESUMED', time: kind.timeLimitMs / 1000 - 61 });
    expect(resumed.deadline).toBe(load.deadline);
    const questions = (q: TestLoadResponse) =>
      (JSON.parse(q.questions) as TestQuestion[]).map((x) => x.klausimas);
    expect(questions(resumed)).toEqual(questions(load));
    expect((JSON.parse(resumed.questions) as TestQuestion[]).map((q) => q.checkai)).toEqual(ticks);
    // The resumed token serves the same test.
    await kind.save(subject, { ch: ticked(load, 1), test: resumed.jwt }).expect(200);
    expect((await kind.latest(subject)).answers).toEqual(ticked(load, 1));
    expect(await kind.openCount(subject)).toBe(1);
  });

  it('saves: saved, the time left and the server clock', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    ctx.clock.advance(10_000);
    const saved = await kind.save(subject, { ch: ticked(load, 2), test: load.jwt }).expect(200);
    expect(saved.body).toEqual({
      saved: true,
      time: kind.timeLimitMs / 1000 - 10,
      serverNow: ctx.clock.now(),
    });
    expect((await kind.latest(subject)).answers).toEqual(ticked(load, 2));
  });

  it('a save after the end is refused (409 test-ended) and changes nothing', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    await kind.end(subject, { ch: ticked(load, 0), test: load.jwt }).expect(200);
    const late = await kind.save(subject, { ch: ticked(load, 1), test: load.jwt }).expect(409);
    expect(codeOf(late)).toBe('test-ended');
    expect((await kind.latest(subject)).answers).toEqual(ticked(load, 0));
    expect(await kind.openCount(subject)).toBe(0);
  });

  it('saves racing the end: each is saved before it or refused, never saved after it', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    const saves = Array.from({ length: 6 }, () =>
      kind.save(subject, { ch: ticked(load, 1), test: load.jwt }),
    );
    const [ended, ...answers] = await Promise.all([
      kind.end(subject, { ch: ticked(load, 0), test: load.jwt }),
      ...saves,
    ]);
    expect(ended.status).toBe(200);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.saved).toBe(true);
      else expect([answer.status, codeOf(answer)]).toEqual([409, 'test-ended']);
    }
    // The end's ticks are what was recorded: no save landed after it.
    const stored = await kind.latest(subject);
    expect(stored.finishedAt).not.toBeNull();
    expect(stored.answers).toEqual(ticked(load, 0));
  });

  it('a save after the deadline and grace is refused (409 deadline-passed); the test ends with its saved ticks', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    await kind.save(subject, { ch: ticked(load, 0), test: load.jwt }).expect(200);
    ctx.clock.advance(kind.timeLimitMs + graceMs() + 1000);
    const late = await kind.save(subject, { ch: ticked(load, 1), test: load.jwt }).expect(409);
    expect(codeOf(late)).toBe('deadline-passed');
    const stored = await kind.latest(subject);
    expect(stored.finishedAt).not.toBeNull();
    expect(stored.answers).toEqual(ticked(load, 0));
    // An end now answers with the saved ticks' result (its own ticks come too late).
    const end = await kind.end(subject, { ch: ticked(load, 1), test: load.jwt }).expect(200);
    expect(end.body.result.total).toBe(ticksOf(load).length);
    expect((await kind.latest(subject)).answers).toEqual(ticked(load, 0));
  });

  it('a save within the grace after the deadline is still saved', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    ctx.clock.advance(kind.timeLimitMs + Math.floor(graceMs() / 2));
    const saved = await kind.save(subject, { ch: ticked(load, 0), test: load.jwt }).expect(200);
    expect(saved.body).toMatchObject({ saved: true, time: 0 });
    await kind.end(subject, { ch: ticked(load, 0), test: load.jwt }).expect(200);
  });

  it('ends once: a second end answers the same result and key', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    const first = await kind.end(subject, { ch: ticked(load, 0), test: load.jwt }).expect(200);
    ctx.clock.advance(5000);
    const second = await kind.end(subject, { ch: ticked(load, 1), test: load.jwt }).expect(200);
    expect(second.body.result).toEqual(first.body.result);
    expect(second.body.atsakymai).toEqual(first.body.atsakymai);
    expect(first.body.atsakymai).toHaveLength(ticksOf(load).length);
    expect((await kind.latest(subject)).answers).toEqual(ticked(load, 0));
  });

  it('a token that names no test is 403 invalid-test-token for save and end', async () => {
    const subject = await kind.newSubject();
    const load = await started(subject);
    const ch = ticksOf(load);
    const forged = `${load.jwt.slice(0, -2)}${load.jwt.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const test of ['nonsense', forged, `${load.jwt}x`]) {
      const saved = await kind.save(subject, { ch, test }).expect(403);
      expect(codeOf(saved)).toBe('invalid-test-token');
      const ended = await kind.end(subject, { ch, test }).expect(403);
      expect(codeOf(ended)).toBe('invalid-test-token');
    }
    expect(await kind.openCount(subject)).toBe(1);
  });

  it("another subject's token opens nothing of that subject's test", async () => {
    const [a, b] = [await kind.newSubject(), await kind.newSubject()];
    const loadB = await started(b);
    await kind.save(b, { ch: ticked(loadB, 0), test: loadB.jwt }).expect(200);
    const loadA = await started(a);
    const answer = await kind.foreign(a, loadB);
    if (answer.status === 200) {
      const got = answer.body as TestLoadResponse;
      // Only the subject's own test, never the one the token names.
      expect(got.jwt).not.toBe(loadB.jwt);
      expect((JSON.parse(got.questions) as TestQuestion[]).every((q) => !q.checkai.includes('1'))).toBe(true);
      void loadA;
    } else {
      expect([403, 409]).toContain(answer.status);
    }
    expect((await kind.latest(b)).answers).toEqual(ticked(loadB, 0));
    expect(await kind.openCount(b)).toBe(1);
  });

  it('five concurrent starts of one subject leave one open test', async () => {
    const subject = await kind.newSubject();
    const answers = await Promise.all(Array.from({ length: 5 }, () => kind.start(subject)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The others resume the one open test, or (the contest, whose resume needs the entry's token) are refused.
    for (const refused of answers.filter((a) => a.status !== 200))
      expect([refused.status, codeOf(refused)]).toEqual([409, 'entry-running']);
    expect(new Set(ok.map((a) => (a.body as TestLoadResponse).deadline)).size).toBe(1);
    expect(await kind.openCount(subject)).toBe(1);
  });
});

describe('tokens handed out before the one codec keep working until their tests end', () => {
  it("a contest entry's `<id>.<secret>` and an examiner test's random secret save and end their tests", async () => {
    const entrant = (await contest.newSubject()) as Entrant;
    const entry = (await contest.start(entrant).expect(200)).body as TestLoadResponse;
    const training = (
      await ctx.http().post('/api/examiner/tests').send({ tema: 3, sub: 'A1', egzamin: false }).expect(200)
    ).body as TestLoadResponse;
    // As the rows of tests started before the deploy: only the hash of their secret is kept.
    await ctx.dataSource
      .getRepository(ContestEntryEntity)
      .update({ id: attemptIdOf(entry.jwt) }, { tokenHash: secretHash('old-contest-secret') });
    await ctx.dataSource
      .getRepository(ExaminerExamEntity)
      .update({ id: attemptIdOf(training.jwt) }, { token: secretHash('old-examiner-secret') });
    const oldContest = `${attemptIdOf(entry.jwt)}.old-contest-secret`;
    for (const [prefix, load, test] of [
      ['competition', entry, oldContest],
      ['examiner', training, 'old-examiner-secret'],
    ] as const) {
      await ctx
        .http()
        .post(`/api/${prefix}/tests/save`)
        .send({ ch: ticked(load, 0), test })
        .expect(200);
      const end = await ctx
        .http()
        .post(`/api/${prefix}/tests/end`)
        .send({ ch: ticked(load, 0), test })
        .expect(200);
      expect(end.body.atsakymai).toHaveLength(ticksOf(load).length);
      // A wrong secret for the same test is still no token.
      const forged = await ctx
        .http()
        .post(`/api/${prefix}/tests/save`)
        .send({ ch: ticked(load, 0), test: `${test}x` })
        .expect(403);
      expect(codeOf(forged)).toBe('invalid-test-token');
    }
    // The ended entry's leaderboard row is still found by it.
    const board = await ctx
      .http()
      .get(`/api/competition/leaderboard?entry=${encodeURIComponent(oldContest)}`);
    expect(board.body.own).toMatchObject({ counted: true });
  });
});
