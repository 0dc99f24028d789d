import type { Flag, TestLoadResponse, TestQuestion } from '@portal/contracts';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Which answers the API compresses (create-app.ts): the staff's and the API docs' routes once they pass 128 KB;
// a learner's answers never, and they skip the compression middleware altogether (no Vary either).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 1200 } }));
});
afterAll(() => ctx?.close());

const gzipped = (res: { headers: Record<string, string | undefined> }) =>
  res.headers['content-encoding'] === 'gzip';

it('compresses the API docs’ scripts and a large bank export', async () => {
  const script = await ctx
    .http()
    .get('/api/docs/swagger-ui-bundle.js')
    .set('Accept-Encoding', 'gzip')
    .expect(200);
  expect(gzipped(script)).toBe(true);
  const staff = await ctx.staffToken();
  const bank = await ctx
    .http()
    .get('/api/staff/banks/ket/export?format=json')
    .auth(staff, { type: 'bearer' })
    .set('Accept-Encoding', 'gzip')
    .expect(200);
  expect(bank.text.length).toBeGreaterThan(128 * 1024);
  expect(gzipped(bank)).toBe(true);
});

it('sends a learner’s answers as they are, past the compression middleware', async () => {
  const learner = await ctx.activeLearner('ket');
  const post = (path: string, body: object) =>
    ctx
      .http()
      .post(path)
      .auth(learner.token, { type: 'bearer' })
      .set('Accept-Encoding', 'gzip')
      .send(body)
      .expect(200);
  const start = await post('/api/ket/tests', { kate: 'A' });
  const load = start.body as TestLoadResponse;
  const ch = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.atsakymai.map((): Flag => '0'));
  const answers = [
    start,
    await post('/api/ket/tests/save', { ch, test: load.jwt }),
    await post('/api/ket/tests/end', { ch, test: load.jwt }),
  ];
  for (const res of answers) {
    expect(gzipped(res)).toBe(false);
    expect(res.headers.vary).toBeUndefined();
  }
});
