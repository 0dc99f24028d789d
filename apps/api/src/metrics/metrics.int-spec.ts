import type { Flag, TestQuestion } from '@portal/contracts';
import { BackupsService } from '../backups/backups.service';
import { createTestApp, type TestContext } from '../../test/test-app';
import { fixtureBank } from '../../test/fixtures/fixture-banks';

// GET /metrics: off (404) without METRICS_TOKEN; refused without the token; after traffic it holds request
// durations by route pattern, the test calls by outcome, the tests running and the backups' outcome.

const TOKEN = 'metrics-test-token-0123456789';

describe('metrics', () => {
  let ctx: TestContext;
  afterEach(() => ctx?.close());

  it('is off without METRICS_TOKEN', async () => {
    ctx = await createTestApp();
    await ctx.http().get('/metrics').expect(404);
    await ctx.http().get('/metrics').auth(TOKEN, { type: 'bearer' }).expect(404);
  });

  it('refuses a missing or wrong token and counts starts, saves and ends after traffic', async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
    await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 35 } }));
    await ctx.http().get('/metrics').expect(401);
    await ctx.http().get('/metrics').auth('wrong-token-wrong-token-00', { type: 'bearer' }).expect(401);

    const learner = await ctx.activeLearner('ket');
    const load = await ctx.startTest(learner.token);
    const ch = (JSON.parse(load.questions) as TestQuestion[]).map((q) => q.atsakymai.map((): Flag => '0'));
    await ctx
      .http()
      .post('/api/ket/tests/save')
      .auth(learner.token, { type: 'bearer' })
      .send({ test: load.jwt, ch })
      .expect(200);
    await ctx.http().post('/api/ket/tests/save').auth(learner.token, { type: 'bearer' }).send({}).expect(400);
    let text = (await ctx.http().get('/metrics').auth(TOKEN, { type: 'bearer' }).expect(200)).text;
    expect(text).toMatch(/^portal_tests_running\{family="ket"\} 1$/m);
    expect(text).toMatch(/^portal_test_calls_total\{call="start",family="ket",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^portal_test_calls_total\{call="save",family="ket",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^portal_test_calls_total\{call="save",family="ket",outcome="refused"\} 1$/m);
    // By the route's pattern, not the URL (one series per route, whatever the ids).
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{method="POST",route="\/api\/ket\/tests\/save",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(/^portal_backup_last_success_timestamp_seconds 0$/m);

    await ctx.endTest(learner.token, { test: load.jwt, ch });
    await ctx
      .http()
      .post('/api/staff/backups')
      .auth(await ctx.staffToken(), { type: 'bearer' })
      .expect(202);
    await ctx.app.get(BackupsService).settled();
    text = (await ctx.http().get('/metrics').auth(TOKEN, { type: 'bearer' }).expect(200)).text;
    expect(text).toMatch(/^portal_test_calls_total\{call="end",family="ket",outcome="ok"\} 1$/m);
    expect(text).not.toMatch(/^portal_tests_running\{family="ket"\} 1$/m);
    expect(text).toMatch(/^portal_backups\{outcome="ok"\} 1$/m);
    expect(text).toMatch(/^portal_backup_last_success_timestamp_seconds [1-9]/m);
    expect(text).toMatch(/^portal_process_cpu_seconds_total /m);
  });
});
