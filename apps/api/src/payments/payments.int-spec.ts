import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateOrderResponse, LearnerOrder, Page, StaffOrder } from '@portal/contracts';
import { createTestApp, validRegistration, type TestContext } from '../../test/test-app';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { PaymentLedgerEntity } from './payment-ledger.entity';
import { PaymentOrderEntity } from './payment-order.entity';
import { encodeSafeUrlBase64, md5Hex, parseData } from './webtopay';

// Issue 10: server-priced orders, the provider's signed callback, exactly-once fulfilment, refunds.

const PROJECT = '4242';
const PASSWORD = 'sign-password-for-tests';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dir = mkdtempSync(join(tmpdir(), 'paysera-test-'));
const keyFile = join(dir, 'public.pem');
writeFileSync(keyFile, keys.publicKey.export({ type: 'spki', format: 'pem' }));

const payseraEnv = (test: boolean) => ({
  PAYSERA_PROJECT_ID: PROJECT,
  PAYSERA_SIGN_PASSWORD: PASSWORD,
  PAYSERA_PUBLIC_KEY_FILE: keyFile,
  PAYSERA_PAY_URL: 'http://pay.test/pay/',
  PAYSERA_TEST: String(test),
  SCHOOL_VAT_RATE: '21',
  SCHOOL_SELLER_NAME: 'Bandomoji mokykla',
});

/** A callback signed as the provider signs it (ss1 with the password, ss2 with the provider's private key). */
function callback(params: Record<string, string>, key = keys.privateKey, password = PASSWORD) {
  const data = encodeSafeUrlBase64(new URLSearchParams(params).toString());
  const ss2 = createSign('RSA-SHA1')
    .update(data)
    .sign(key)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { data, ss1: md5Hex(data + password), ss2 };
}

let ctx: TestContext;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

function paidParams(order: { id: number }, extra: Record<string, string> = {}) {
  return {
    projectid: PROJECT,
    orderid: String(order.id),
    amount: '600',
    currency: 'EUR',
    payamount: '600',
    paycurrency: 'EUR',
    status: '1',
    test: '1',
    requestid: `req-${order.id}`,
    version: '1.6',
    ...extra,
  };
}

const send = (query: { data: string; ss1: string; ss2: string }) =>
  ctx.http().get('/api/payments/paysera/callback').query(query);

async function order(token: string, family = 'ket', duration = '7d'): Promise<CreateOrderResponse> {
  const res = await ctx
    .http()
    .post('/api/payments/orders')
    .auth(token, bearer(token))
    .send({ family, duration })
    .expect(201);
  return res.body as CreateOrderResponse;
}

const enrollmentOf = (accountId: number, family = 'ket') =>
  ctx.dataSource.getRepository(EnrollmentEntity).findOneByOrFail({ accountId, family: family as 'ket' });
const orderRow = (id: number) => ctx.dataSource.getRepository(PaymentOrderEntity).findOneByOrFail({ id });
const ledgerRows = (orderId: number) => ctx.dataSource.getRepository(PaymentLedgerEntity).findBy({ orderId });

beforeAll(async () => {
  ctx = await createTestApp(payseraEnv(true));
});
afterAll(() => ctx?.close());

describe('orders are priced by the server', () => {
  it('the offer lists the default prices of the offered families', async () => {
    const res = await ctx.http().get('/api/payments/offer').expect(200);
    expect(res.body).toMatchObject({ available: true, test: true });
    expect(res.body.families).toContain('ket');
    expect(res.body.prices).toContainEqual({
      family: 'ket',
      duration: '7d',
      amountCents: 600,
      currency: 'EUR',
      days: 7,
      tests: 100,
    });
  });

  it('a client-sent amount has no effect: refused as an unknown field, and no order is made', async () => {
    const learner = await ctx.activeLearner('ket');
    const before = await ctx.dataSource.getRepository(PaymentOrderEntity).count();
    const res = await ctx
      .http()
      .post('/api/payments/orders')
      .auth(learner.token, bearer(learner.token))
      .send({ family: 'ket', duration: '7d', amount: 1 })
      .expect(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'amount', code: 'unknown-field' })]);
    expect(await ctx.dataSource.getRepository(PaymentOrderEntity).count()).toBe(before);
  });

  it('an order snapshots the list price and sends the learner to the provider with signed data', async () => {
    const learner = await ctx.activeLearner('ket');
    const { orderId, redirectUrl } = await order(learner.token);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ amountCents: 600, currency: 'EUR', days: 7, tests: 100, state: 'pending' });
    const url = new URL(redirectUrl);
    expect(url.origin + url.pathname).toBe('http://pay.test/pay/');
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('sign')).toBe(md5Hex(data + PASSWORD));
    expect(parseData(data)).toMatchObject({
      projectid: PROJECT,
      orderid: String(orderId),
      amount: '600',
      currency: 'EUR',
      test: '1',
      version: '1.6',
      callbackurl: 'http://portal.test/api/payments/paysera/callback',
      accepturl: `http://portal.test/moketi?order=${orderId}&result=accept`,
    });
  });

  it('needs payment configuration, a registration, a known family and duration', async () => {
    const fresh = await ctx.newLearner();
    await ctx
      .http()
      .post('/api/payments/orders')
      .auth(fresh.token, bearer(fresh.token))
      .send({ family: 'ket', duration: '7d' })
      .expect(409);
    const learner = await ctx.activeLearner('ket');
    const bad = await ctx
      .http()
      .post('/api/payments/orders')
      .auth(learner.token, bearer(learner.token))
      .send({ family: 'ket', duration: '3d' })
      .expect(400);
    expect(bad.body.fields[0].field).toBe('duration');
    await ctx.http().post('/api/payments/orders').send({ family: 'ket', duration: '7d' }).expect(401);
  });
});

describe('the callback', () => {
  it('10 sequential and 10 concurrent identical callbacks: one extension, one ledger row, always OK', async () => {
    const learner = await ctx.activeLearner('ket', 10); // valid to 2026-06-30 with 10 tests
    const { orderId } = await order(learner.token);
    const signed = callback(paidParams({ id: orderId }));
    for (let i = 0; i < 10; i++) {
      const res = await send(signed).expect(200);
      expect(res.text).toBe('OK');
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(signed)));
    expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array(10).fill('200 OK'));
    expect(await enrollmentOf(learner.id)).toMatchObject({
      status: 1,
      validTo: '2026-07-07',
      testsLeft: 110,
    });
    expect(await ledgerRows(orderId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ state: 'paid', validToAfter: '2026-07-07' });
  });

  it('concurrent first callbacks of a fresh order: still exactly one extension', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    const signed = callback(paidParams({ id: orderId }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(signed)));
    expect(answers.map((a) => a.text)).toEqual(Array(10).fill('OK'));
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-07-07', testsLeft: 110 });
    expect(await ledgerRows(orderId)).toHaveLength(1);
  });

  it('a form POST callback is taken too', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token, 'ket', '1d');
    const signed = callback(paidParams({ id: orderId }, { amount: '100' }));
    const res = await ctx.http().post('/api/payments/paysera/callback').type('form').send(signed).expect(200);
    expect(res.text).toBe('OK');
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-07-01', testsLeft: 30 });
  });

  it('one changed byte of data answers 400 and changes nothing', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    const signed = callback(paidParams({ id: orderId }));
    const i = 10;
    const data = signed.data.slice(0, i) + (signed.data[i] === 'A' ? 'B' : 'A') + signed.data.slice(i + 1);
    const res = await send({ ...signed, data }).expect(400);
    expect(res.body.fields[0].field).toBe('data');
    // a right ss1 with a wrong ss2 (the password alone leaked) is refused too
    await send({ ...signed, data, ss1: md5Hex(data + PASSWORD) }).expect(400);
    expect(await orderRow(orderId)).toMatchObject({ state: 'pending', paidAt: null });
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-06-30', testsLeft: 10 });
    expect(await ledgerRows(orderId)).toHaveLength(0);
  });

  it('a wrong amount or currency goes to needs-review, never to paid', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    expect((await send(callback(paidParams({ id: orderId }, { amount: '1' }))).expect(200)).text).toBe('OK');
    expect(await orderRow(orderId)).toMatchObject({ state: 'needs-review', paidAt: null });
    // the right amount afterwards does not slip it through: staff decide
    await send(callback(paidParams({ id: orderId }))).expect(200);
    expect((await orderRow(orderId)).state).toBe('needs-review');
    const other = await order(learner.token);
    await send(callback(paidParams({ id: other.orderId }, { currency: 'USD' }))).expect(200);
    expect((await orderRow(other.orderId)).state).toBe('needs-review');
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-06-30', testsLeft: 10 });
  });

  it("another project's callback, a foreign key, an unknown order are refused", async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    const project = await send(callback(paidParams({ id: orderId }, { projectid: '999' }))).expect(400);
    expect(project.body.fields[0].field).toBe('projectid');
    const stranger = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await send(callback(paidParams({ id: orderId }), stranger)).expect(400);
    const unknown = await send(callback(paidParams({ id: 999999 }))).expect(400);
    expect(unknown.body.fields[0].field).toBe('orderid');
    expect((await orderRow(orderId)).state).toBe('pending');
  });

  it('statuses other than 1 answer OK and change nothing', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    expect((await send(callback(paidParams({ id: orderId }, { status: '2' }))).expect(200)).text).toBe('OK');
    expect((await orderRow(orderId)).state).toBe('pending');
  });

  it('a paid order after the learner cancelled is still fulfilled; a pending one activates', async () => {
    const learner = await ctx.newLearner();
    await ctx
      .http()
      .post('/api/ket/register')
      .auth(learner.token, bearer(learner.token))
      .send(validRegistration('ket'))
      .expect(200);
    const { orderId } = await order(learner.token, 'ket', '2d');
    const cancelled = await ctx
      .http()
      .post(`/api/payments/orders/${orderId}/cancel`)
      .auth(learner.token, bearer(learner.token))
      .expect(200);
    expect((cancelled.body as LearnerOrder).state).toBe('cancelled');
    await send(callback(paidParams({ id: orderId }, { amount: '180' }))).expect(200);
    expect(await enrollmentOf(learner.id)).toMatchObject({
      status: 1,
      validFrom: '2026-03-10',
      validTo: '2026-03-12',
      testsLeft: 40,
    });
  });
});

describe('receipts, staff and refunds', () => {
  it('the learner sees the order with a numbered receipt (VAT line); another learner cannot', async () => {
    const learner = await ctx.activeLearner('ket', 10);
    const { orderId } = await order(learner.token);
    await send(callback(paidParams({ id: orderId }))).expect(200);
    const mine = await ctx
      .http()
      .get('/api/payments/orders')
      .auth(learner.token, bearer(learner.token))
      .expect(200);
    const [first] = mine.body as LearnerOrder[];
    expect(first).toMatchObject({ id: orderId, state: 'paid', validTo: '2026-07-07' });
    expect(first.receipt).toMatchObject({
      number: expect.any(Number),
      date: '2026-03-10',
      seller: 'Bandomoji mokykla',
      amountCents: 600,
      vatRate: 21,
      vatCents: 104,
    });
    const other = await ctx.newLearner();
    await ctx
      .http()
      .get(`/api/payments/orders/${orderId}`)
      .auth(other.token, bearer(other.token))
      .expect(404);
  });

  it('staff see all orders paged, set a price (audited), and refund shortens the access (audited)', async () => {
    const staff = await ctx.staffToken();
    const learner = await ctx.activeLearner('ket', 10);
    // learners may not
    await ctx.http().get('/api/staff/payments/orders').auth(learner.token, bearer(learner.token)).expect(403);

    await ctx
      .http()
      .put('/api/staff/payments/prices')
      .auth(staff, bearer(staff))
      .send({ family: 'ket', duration: '7d', amountCents: 700, days: 8, tests: 50 })
      .expect(200);
    const { orderId } = await order(learner.token);
    expect(await orderRow(orderId)).toMatchObject({ amountCents: 700, days: 8, tests: 50 });
    await send(callback(paidParams({ id: orderId }, { amount: '700' }))).expect(200);
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-07-08', testsLeft: 60 });

    const page = await ctx
      .http()
      .get('/api/staff/payments/orders?pageSize=2')
      .auth(staff, bearer(staff))
      .expect(200);
    const list = page.body as Page<StaffOrder>;
    expect(list).toMatchObject({ page: 1, pageSize: 2 });
    expect(list.items).toHaveLength(2);
    expect(list.total).toBeGreaterThan(2);
    expect(list.items[0]).toMatchObject({ id: orderId, state: 'paid', accountId: learner.id });

    await ctx
      .http()
      .post(`/api/staff/payments/orders/${orderId}/refund`)
      .auth(staff, bearer(staff))
      .send({ reason: '' })
      .expect(400);
    const refunded = await ctx
      .http()
      .post(`/api/staff/payments/orders/${orderId}/refund`)
      .auth(staff, bearer(staff))
      .send({ reason: 'Withdrawal within 14 days' })
      .expect(200);
    expect(refunded.body).toMatchObject({ state: 'refunded', refundReason: 'Withdrawal within 14 days' });
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-06-30', testsLeft: 10 });
    // twice is refused; a replayed paid callback does not give the access back
    await ctx
      .http()
      .post(`/api/staff/payments/orders/${orderId}/refund`)
      .auth(staff, bearer(staff))
      .send({ reason: 'again' })
      .expect(409);
    await send(callback(paidParams({ id: orderId }, { amount: '700' }))).expect(200);
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-06-30', testsLeft: 10 });

    const audit = ctx.dataSource.getRepository(AuditEntryEntity);
    expect(await audit.countBy({ action: 'payments.price.set', target: 'ket:7d' })).toBe(1);
    expect(await audit.countBy({ action: 'payments.order.refund', target: `order:${orderId}` })).toBe(1);
    expect((await ledgerRows(orderId)).map((r) => r.kind).sort()).toEqual(['payment', 'refund']);
  });
});

describe('refunding the only payment', () => {
  it('ends the access it gave at once, the payment day included (issue 25, item 15)', async () => {
    const staff = await ctx.staffToken();
    const learner = await ctx.newLearner();
    await ctx
      .http()
      .post('/api/ket/register')
      .auth(learner.token, bearer(learner.token))
      .send(validRegistration('ket'))
      .expect(200);
    const { orderId } = await order(learner.token, 'ket', '2d');
    await send(callback(paidParams({ id: orderId }, { amount: '180' }))).expect(200);
    expect(await enrollmentOf(learner.id)).toMatchObject({ validFrom: '2026-03-10', validTo: '2026-03-12' });
    await ctx
      .http()
      .post(`/api/staff/payments/orders/${orderId}/refund`)
      .auth(staff, bearer(staff))
      .send({ reason: 'Withdrawal' })
      .expect(200);
    expect(await enrollmentOf(learner.id)).toMatchObject({ validTo: '2026-03-09', testsLeft: 0 });
    const start = await ctx
      .http()
      .post('/api/ket/tests')
      .auth(learner.token, bearer(learner.token))
      .send({ kate: 'B' })
      .expect(403);
    expect(start.body.code).toBe('expired');
  });
});

describe('test mode off', () => {
  let live: TestContext;
  beforeAll(async () => {
    live = await createTestApp(payseraEnv(false));
  });
  afterAll(() => live?.close());

  it('a test-mode payment is refused; a real one is taken', async () => {
    const learner = await live.activeLearner('ket', 10);
    const res = await live
      .http()
      .post('/api/payments/orders')
      .auth(learner.token, bearer(learner.token))
      .send({ family: 'ket', duration: '7d' })
      .expect(201);
    const { orderId } = res.body as CreateOrderResponse;
    const refused = await live
      .http()
      .get('/api/payments/paysera/callback')
      .query(callback(paidParams({ id: orderId }, { test: '1' })))
      .expect(400);
    expect(refused.body.fields[0].field).toBe('test');
    const repo = live.dataSource.getRepository(PaymentOrderEntity);
    expect((await repo.findOneByOrFail({ id: orderId })).state).toBe('pending');
    await live
      .http()
      .get('/api/payments/paysera/callback')
      .query(callback(paidParams({ id: orderId }, { test: '0' })))
      .expect(200);
    expect((await repo.findOneByOrFail({ id: orderId })).state).toBe('paid');
  });
});

describe('without payment configuration', () => {
  it('the offer says unavailable and orders are refused', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.http().get('/api/payments/offer').expect(200)).body).toMatchObject({
        available: false,
      });
      const learner = await plain.activeLearner('ket');
      const res = await plain
        .http()
        .post('/api/payments/orders')
        .auth(learner.token, bearer(learner.token))
        .send({ family: 'ket', duration: '7d' })
        .expect(409);
      expect(res.body.code).toBe('payments-unavailable');
    } finally {
      await plain.close();
    }
  });
});
