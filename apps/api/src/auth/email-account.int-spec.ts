import type { LoginResponse } from '@portal/contracts';
import { AccountEntity } from '../accounts/account.entity';
import { createTestApp, type TestContext } from '../../test/test-app';
import { startSmtpCatcher, type SmtpCatcher } from '@portal/test-support';
import { MailService } from '../mail/mail.service';
import { MAILS_PER_ADDRESS_PER_HOUR } from './mail-rate-limit';
import { EmailTokenEntity } from './email-token.entity';

let smtp: SmtpCatcher;
let ctx: TestContext;
let unique = 0;
const address = (label: string) =>
  `${label}-${++unique}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // This file's many requests all come from one client: its per-client limit is tested on its own app below.
  ctx = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Portalas <portal@example.lt>',
    MAIL_CLIENT_RATE_LIMIT: '1000',
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** Waits until every e-mail the API queued has reached the catcher. */
const mailSettled = () => ctx.app.get(MailService).idle();

function signUp(email: string, password = 'signup-pass-1', language?: string) {
  return ctx
    .http()
    .post('/api/auth/signup')
    .send({ email, password, name: 'Rūta Naujokė', ...(language ? { language } : {}) });
}

describe('sign-up with e-mail', () => {
  it('the providers say sign-up by e-mail is available', async () => {
    const res = await ctx.http().get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ local: true, google: false, facebook: false, email: true });
  });

  it('sign-up → e-mail → confirm → sign in with the address (any case)', async () => {
    const email = address('ruta');
    const res = await signUp(email.toUpperCase(), 'signup-pass-1', 'en').expect(202);
    expect(res.body).toEqual({ sent: true });
    // nothing exists before the link is opened
    expect(await ctx.dataSource.getRepository(AccountEntity).countBy({ username: email })).toBe(0);

    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Confirm your account');
    expect(mail.text).toContain('Hello Rūta Naujokė');
    expect(mail.text).toContain('24 h');
    const link = mail.links.find((l) => l.startsWith('http://portal.test/confirm?token='))!;
    expect(link).toBeDefined();

    await ctx.http().post('/api/auth/login').send({ username: email, password: 'signup-pass-1' }).expect(401);
    const confirmed = await ctx
      .http()
      .post('/api/auth/confirm')
      .send({ token: tokenOf(link) })
      .expect(200);
    expect(confirmed.body).toEqual({ username: email });

    const login = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: email.toUpperCase(), password: 'signup-pass-1' })
      .expect(200);
    expect((login.body as LoginResponse).user).toMatchObject({
      username: email,
      email,
      name: 'Rūta Naujokė',
      provider: 'local',
      roles: ['learner'],
    });
  });

  it('stores only the sha256 of a link token, with an expiry', async () => {
    const email = address('hash');
    await signUp(email).expect(202);
    const token = tokenOf((await smtp.next(email)).links[0]);
    const row = await ctx.dataSource.getRepository(EmailTokenEntity).findOneByOrFail({ email });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(row.expiresAt - row.createdAt).toBe(24 * 3600_000);
  });

  it('a used link is refused the second time', async () => {
    const email = address('reuse');
    await signUp(email).expect(202);
    const token = tokenOf((await smtp.next(email)).links[0]);
    await ctx.http().post('/api/auth/confirm').send({ token }).expect(200);
    const again = await ctx.http().post('/api/auth/confirm').send({ token }).expect(410);
    expect(again.body.code).toBe('invalid-link');
  });

  it('an expired link is refused and creates nothing', async () => {
    const email = address('late');
    await signUp(email).expect(202);
    const token = tokenOf((await smtp.next(email)).links[0]);
    ctx.clock.advance(24 * 3600_000 + 1000);
    try {
      const res = await ctx.http().post('/api/auth/confirm').send({ token }).expect(410);
      expect(res.body.code).toBe('invalid-link');
    } finally {
      ctx.clock.advance(-(24 * 3600_000 + 1000));
    }
    expect(await ctx.dataSource.getRepository(AccountEntity).countBy({ username: email })).toBe(0);
  });

  it('an unknown or malformed token is refused', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/confirm')
      .send({ token: 'A'.repeat(43) })
      .expect(410);
    expect(res.body.code).toBe('invalid-link');
    const bad = await ctx.http().post('/api/auth/confirm').send({ token: 'x' }).expect(400);
    expect(bad.body.fields).toEqual([{ field: 'token', code: 'pattern', message: expect.any(String) }]);
  });

  it('the same answer for a taken address; its owner gets an e-mail saying so, in their language', async () => {
    const email = address('taken');
    await signUp(email).expect(202);
    await ctx
      .http()
      .post('/api/auth/confirm')
      .send({ token: tokenOf((await smtp.next(email)).links[0]) })
      .expect(200);

    const fresh = await signUp(address('fresh'));
    const taken = await signUp(email, 'other-pass-22', 'ru');
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Учётная запись уже есть');
    expect(mail.links).toEqual(['http://portal.test/', 'http://portal.test/forgot']);
    // the old password still signs in
    await ctx.login(email, 'signup-pass-1');
  });

  it('400 naming the fields (password rules as elsewhere)', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: 'not-mail', password: 'short', name: ' ', language: 'de' })
      .expect(400);
    expect(
      res.body.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`).sort(),
    ).toEqual(['email:email', 'language:range', 'name:required', 'password:range']);
  });

  it(`at most ${MAILS_PER_ADDRESS_PER_HOUR} sign-ups an hour per address (429), the same for any address`, async () => {
    const email = address('flood');
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR; i++) await signUp(email).expect(202);
    const res = await signUp(email).expect(429);
    expect(res.body.code).toBe('rate-limited');
    await signUp(address('other')).expect(202);
    ctx.clock.advance(3600_000);
    try {
      await signUp(email).expect(202);
    } finally {
      ctx.clock.advance(-3600_000);
    }
  });
});

describe('forgot password', () => {
  async function confirmedAccount(password = 'first-pass-11') {
    const email = address('forgot');
    await signUp(email, password).expect(202);
    await ctx
      .http()
      .post('/api/auth/confirm')
      .send({ token: tokenOf((await smtp.next(email)).links[0]) })
      .expect(200);
    return email;
  }

  it('forgot → e-mail → reset → sign in with the new password only', async () => {
    const email = await confirmedAccount();
    const res = await ctx.http().post('/api/auth/forgot').send({ email, language: 'lt' }).expect(202);
    expect(res.body).toEqual({ sent: true });
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Naujas slaptažodis');
    expect(mail.text).toContain('1 val.');
    const link = mail.links.find((l) => l.startsWith('http://portal.test/reset?token='))!;
    const done = await ctx
      .http()
      .post('/api/auth/reset')
      .send({ token: tokenOf(link), password: 'second-pass-22' })
      .expect(200);
    expect(done.body).toEqual({ username: email });
    await ctx.login(email, 'second-pass-22');
    await ctx.http().post('/api/auth/login').send({ username: email, password: 'first-pass-11' }).expect(401);
    const account = await ctx.dataSource.getRepository(AccountEntity).findOneByOrFail({ username: email });
    expect(account.passwordHash).toMatch(/^\$2[aby]\$/);
  });

  it('a reset invalidates the other reset links; a used one is refused', async () => {
    const email = await confirmedAccount();
    await ctx.http().post('/api/auth/forgot').send({ email }).expect(202);
    await ctx.http().post('/api/auth/forgot').send({ email }).expect(202);
    const first = tokenOf((await smtp.next(email)).links[0]);
    const second = tokenOf((await smtp.next(email)).links[0]);
    await ctx.http().post('/api/auth/reset').send({ token: second, password: 'second-pass-22' }).expect(200);
    for (const token of [first, second]) {
      const res = await ctx.http().post('/api/auth/reset').send({ token, password: 'third-pass-333' });
      expect([res.status, res.body.code]).toEqual([410, 'invalid-link']);
    }
    await ctx.login(email, 'second-pass-22');
  });

  it('an expired reset link is refused', async () => {
    const email = await confirmedAccount();
    await ctx.http().post('/api/auth/forgot').send({ email }).expect(202);
    const token = tokenOf((await smtp.next(email)).links[0]);
    ctx.clock.advance(3600_000 + 1000);
    try {
      const res = await ctx.http().post('/api/auth/reset').send({ token, password: 'late-pass-444' });
      expect([res.status, res.body.code]).toEqual([410, 'invalid-link']);
    } finally {
      ctx.clock.advance(-(3600_000 + 1000));
    }
    await ctx.login(email, 'first-pass-11');
  });

  it('the same answer for an unknown address, which gets no e-mail', async () => {
    const known = await confirmedAccount();
    const unknown = address('nobody');
    const a = await ctx.http().post('/api/auth/forgot').send({ email: known });
    const b = await ctx.http().post('/api/auth/forgot').send({ email: unknown });
    expect([b.status, b.body]).toEqual([a.status, a.body]);
    await mailSettled();
    expect(smtp.pending(known)).toHaveLength(1);
    expect(smtp.pending(unknown)).toHaveLength(0);
    await smtp.next(known);
  });

  it('resets a staff-created account by its e-mail; the mail names the username', async () => {
    const staff = await ctx.staffToken();
    const email = address('staffmade');
    await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, { type: 'bearer' })
      .send({ username: 'jonas.reset', password: 'jonas-pass-1', name: 'Jonas', email })
      .expect(201);
    await ctx.http().post('/api/auth/forgot').send({ email, language: 'en' }).expect(202);
    const mail = await smtp.next(email);
    expect(mail.text).toContain('"jonas.reset"');
    await ctx
      .http()
      .post('/api/auth/reset')
      .send({ token: tokenOf(mail.links[0]), password: 'jonas-pass-2' })
      .expect(200);
    await ctx.login('jonas.reset', 'jonas-pass-2');
  });
});

describe('a disabled account', () => {
  it('403 account-disabled with the right password; a wrong one stays the generic 401', async () => {
    const learner = await ctx.newLearner('disabled');
    await ctx.dataSource.getRepository(AccountEntity).update({ id: learner.id }, { disabled: true });
    const right = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: learner.username, password: 'learner-pass' })
      .expect(403);
    expect(right.body).toMatchObject({ statusCode: 403, code: 'account-disabled' });
    const wrong = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: learner.username, password: 'wrong-pass-1' })
      .expect(401);
    expect(wrong.body.code).toBe('bad-credentials');
  });
});

describe('without SMTP_URL', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('the providers say e-mail is unavailable and every route answers 404 email-not-configured', async () => {
    const providers = await plain.http().get('/api/auth/providers').expect(200);
    expect(providers.body.email).toBe(false);
    const calls: [string, object][] = [
      ['/api/auth/signup', { email: 'a@example.com', password: 'signup-pass-1', name: 'A' }],
      ['/api/auth/forgot', { email: 'a@example.com' }],
      ['/api/auth/confirm', { token: 'A'.repeat(43) }],
      ['/api/auth/reset', { token: 'A'.repeat(43), password: 'signup-pass-1' }],
    ];
    for (const [path, body] of calls) {
      const res = await plain.http().post(path).send(body);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'email-not-configured']);
    }
  });
});

describe('per-client limit (issue 25, item 5)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // The default MAIL_CLIENT_RATE_LIMIT (20 an hour).
    limited = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Portalas <portal@example.lt>' });
  });
  afterAll(() => limited?.close());

  it('one client naming 30 addresses gets 20 through an hour, sign-ups and resets together (429 beyond)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const email = address('client');
      const res =
        i % 2
          ? await limited.http().post('/api/auth/forgot').send({ email })
          : await limited
              .http()
              .post('/api/auth/signup')
              .send({ email, password: 'signup-pass-1', name: 'Ona' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.code).toBe('rate-limited');
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // The next hour the client may ask again.
    limited.clock.advance(3600_000);
    try {
      await limited
        .http()
        .post('/api/auth/forgot')
        .send({ email: address('later') })
        .expect(202);
    } finally {
      limited.clock.advance(-3600_000);
    }
  });
});
