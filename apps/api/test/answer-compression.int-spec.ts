import { LANGUAGES, type Flag, type TestLoadResponse, type TestQuestion } from '@portal/contracts';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Which answers the API compresses (create-app.ts, common/compressed-answer.ts): files and answers from 1 KB, the
// test start's included (issue 30: ≤ 20 KB on the wire); a running test's saves and ends never, and they skip the
// compression middleware altogether (no Vary either).

/**
 * The start answer's gate on the wire, measured on the sample bank's real five-language test (a random draw of 30):
 * issue 30 asks for 20 KB; with the real uk and pl texts draws reach 20.7 KB as brotli (quality 5) and 20.8 KB as
 * gzip, so the gates are 22 and 24 KB until the answer itself gets smaller (issue 30 stays open on this point).
 */
const START_ANSWER_BUDGET = { br: 22 * 1024, gzip: 24 * 1024 } as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // the sample KET bank: real question lengths, every language
  expect(await ctx.seed.seedBankFile('ket')).toBe(true);
  await ctx.seed.seedBank(fixtureBank('tractor', { categories: { T: 1200 } }));
});
afterAll(() => ctx?.close());

const encoding = (res: { headers: Record<string, string | undefined> }) => res.headers['content-encoding'];

async function startTest(acceptEncoding: string) {
  const learner = await ctx.activeLearner('ket');
  const res = await ctx
    .http()
    .post('/api/ket/tests')
    .auth(learner.token, { type: 'bearer' })
    .set('Accept-Encoding', acceptEncoding)
    .send({ kate: 'B' })
    .expect(200);
  return { learner, res, load: res.body as TestLoadResponse };
}

describe('the test start answer', () => {
  it.each(['br', 'gzip'] as const)(
    'is sent %s-compressed, within its budget on the wire, and decodes to the test',
    async (name) => {
      const { res, load } = await startTest(`${name}, deflate`);
      expect(encoding(res)).toBe(name);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const onTheWire = Number(res.headers['content-length']);
      expect(onTheWire).toBeGreaterThan(0);
      expect(onTheWire).toBeLessThanOrEqual(START_ANSWER_BUDGET[name]);
      expect(load.status).toBe('NEW');
      const questions = JSON.parse(load.questions) as TestQuestion[];
      expect(questions).toHaveLength(30);
      // measured on the answer in every language: the sample bank is translated, nothing falls back
      for (const q of questions) {
        expect(q.untranslated).toBeUndefined();
        for (const language of LANGUAGES) expect(q[`klausimas_${language}`]).not.toBe('');
      }
      // the JSON itself is several times the wire size: compression did the work
      expect(Buffer.byteLength(JSON.stringify(load))).toBeGreaterThan(onTheWire * 2.5);
    },
  );

  it('goes as it is to a client that accepts no compression', async () => {
    const { res, load } = await startTest('identity');
    expect(encoding(res)).toBeUndefined();
    expect(JSON.parse(load.questions)).toHaveLength(30);
  });
});

it('compresses the API docs’ scripts, a large bank export and a learner’s larger reads', async () => {
  const script = await ctx
    .http()
    .get('/api/docs/swagger-ui-bundle.js')
    .set('Accept-Encoding', 'gzip')
    .expect(200);
  expect(encoding(script)).toBe('gzip');
  const staff = await ctx.staffToken();
  const bank = await ctx
    .http()
    .get('/api/staff/banks/tractor/export?format=json')
    .auth(staff, { type: 'bearer' })
    .set('Accept-Encoding', 'gzip')
    .expect(200);
  expect(bank.text.length).toBeGreaterThan(128 * 1024);
  expect(encoding(bank)).toBe('gzip');
  const manifest = await ctx.http().get('/api/families').set('Accept-Encoding', 'br, gzip').expect(200);
  expect(Buffer.byteLength(JSON.stringify(manifest.body))).toBeGreaterThan(1024);
  expect(encoding(manifest)).toBe('br');
});

it('sends a running test’s saves and ends as they are, past the compression middleware', async () => {
  const learner = await ctx.activeLearner('tractor');
  const post = (path: string, body: object) =>
    ctx
      .http()
      .post(path)
      .auth(learner.token, { type: 'bearer' })
      .set('Accept-Encoding', 'gzip')
      .send(body)
      .expect(200);
  const start = await post('/api/tractor/tests', { kate: 'T' });
  const load = start.body as TestLoadResponse;
  const ch = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.atsakymai.map((): Flag => '0'));
  const answers = [
    await post('/api/tractor/tests/save', { ch, test: load.jwt }),
    await post('/api/tractor/tests/end', { ch, test: load.jwt }),
  ];
  for (const res of answers) {
    expect(encoding(res)).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  }
});
