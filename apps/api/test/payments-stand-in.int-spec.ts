import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateOrderResponse } from '@portal/contracts';
import { EnrollmentEntity } from '../src/enrollment/enrollment.entity';
import { PaymentLedgerEntity } from '../src/payments/payment-ledger.entity';
import { PaymentOrderEntity } from '../src/payments/payment-order.entity';
import { createTestApp, type TestContext } from './test-app';

// The local stand-in provider (tools/payments-stand-in) against the real API: its signatures are taken like the
// real provider's, its Pay calls the callback and sends the browser back, and its replay / tamper control gives
// the repeated and forged callbacks the API must shrug off.
const root = join(__dirname, '../../..');
const PASSWORD = 'stand-in-int-password';
let standIn: ChildProcess;
let standInUrl: string;
let ctx: TestContext;

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const keyDir = mkdtempSync(join(tmpdir(), 'stand-in-keys-'));
  const port = await freePort();
  standInUrl = `http://127.0.0.1:${port}`;
  standIn = spawn(process.execPath, [join(root, 'tools/payments-stand-in/server.mjs')], {
    env: {
      ...process.env,
      STAND_IN_PORT: String(port),
      STAND_IN_KEY_DIR: keyDir,
      PAYSERA_SIGN_PASSWORD: PASSWORD,
    },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${standInUrl}/control/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error('the stand-in did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  ctx = await createTestApp({
    PAYSERA_PROJECT_ID: '100001',
    PAYSERA_SIGN_PASSWORD: PASSWORD,
    PAYSERA_PUBLIC_KEY_FILE: join(keyDir, 'public.pem'),
    PAYSERA_PAY_URL: `${standInUrl}/pay/`,
    PAYSERA_TEST: 'true',
  });
  // the provider calls back the address the API names: this test server's
  const { port: apiPort } = ctx.app.getHttpServer().address() as AddressInfo;
  ctx.config.publicUrl = `http://127.0.0.1:${apiPort}`;
});
afterAll(async () => {
  await ctx?.close();
  standIn?.kill('SIGTERM');
});

it('pays through the stand-in once, and its replays and forgeries change nothing', async () => {
  const learner = await ctx.activeLearner('ket', 10);
  const { orderId, redirectUrl } = (
    await ctx
      .http()
      .post('/api/payments/orders')
      .auth(learner.token, { type: 'bearer' })
      .send({ family: 'ket', duration: '7d' })
      .expect(201)
  ).body as CreateOrderResponse;

  // the provider's page checks the sign: a changed sign is refused, the real one shows Pay
  const url = new URL(redirectUrl);
  const badSign = new URL(url);
  badSign.searchParams.set('sign', '0'.repeat(32));
  expect((await fetch(badSign)).status).toBe(400);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('6.00 EUR');

  const paid = await fetch(`${standInUrl}/pay/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      data: url.searchParams.get('data')!,
      sign: url.searchParams.get('sign')!,
      decision: 'pay',
    }),
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toMatch(new RegExp(`/moketi\\?order=${orderId}&result=accept&data=`));

  const orders = ctx.dataSource.getRepository(PaymentOrderEntity);
  const enrollment = () =>
    ctx.dataSource.getRepository(EnrollmentEntity).findOneByOrFail({ accountId: learner.id, family: 'ket' });
  expect((await orders.findOneByOrFail({ id: orderId })).state).toBe('paid');
  expect(await enrollment()).toMatchObject({ validTo: '2026-07-07', testsLeft: 110 });

  const replay = async (query: string) =>
    (await (await fetch(`${standInUrl}/control/replay?${query}`, { method: 'POST' })).json()) as {
      status: number;
      text: string;
    }[];
  expect((await replay('times=10')).map((a) => a.text)).toEqual(Array(10).fill('OK'));
  expect((await replay('tamper=byte')).map((a) => a.status)).toEqual([400]);
  expect((await replay('tamper=project')).map((a) => a.status)).toEqual([400]);
  // a forged amount signed by the provider still finds the order paid: nothing changes
  expect((await replay('tamper=amount')).map((a) => a.text)).toEqual(['OK']);

  expect(await enrollment()).toMatchObject({ validTo: '2026-07-07', testsLeft: 110 });
  expect(await ctx.dataSource.getRepository(PaymentLedgerEntity).countBy({ orderId })).toBe(1);
  expect((await orders.findOneByOrFail({ id: orderId })).state).toBe('paid');
});
