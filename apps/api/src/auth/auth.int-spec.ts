import type { AuthUser, LoginResponse } from '@portal/contracts';
import { AccountEntity } from '../accounts/account.entity';
import { createTestApp, STAFF, type TestContext } from '../../test/test-app';

let ctx: TestContext;
const bearer = (token: string) => ({ type: 'bearer' as const, token });

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedAccounts();
});
afterAll(() => ctx?.close());

describe('local sign-in', () => {
  it('answers a token and the user; /me reads it back', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'learner-active', password: 'learner-pass' })
      .expect(200);
    const body = res.body as LoginResponse;
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'learner-active',
      name: 'Aistė Aktyvi',
      email: 'aiste@example.com',
      photoUrl: null,
      provider: 'local',
      providerId: 'learner-active',
      roles: ['learner'],
    });
    const me = await ctx
      .http()
      .get('/api/auth/me')
      .auth(body.accessToken, bearer(body.accessToken))
      .expect(200);
    // /me also says the learner's exam language (none chosen) and the ones the school offers (EXAM_LANGUAGES).
    expect(me.body as AuthUser).toEqual({
      ...body.user,
      examLanguage: null,
      examLanguages: ['lt', 'en', 'uk', 'pl'],
    });
  });

  it('stores passwords only as bcrypt hashes', async () => {
    const account = await ctx.dataSource
      .getRepository(AccountEntity)
      .findOneByOrFail({ username: 'learner-active' });
    expect(account.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(account.passwordHash).not.toContain('learner-pass');
  });

  it('signs in an account whose hash bcryptjs stored (the hasher before @node-rs/bcrypt)', async () => {
    const accounts = ctx.dataSource.getRepository(AccountEntity);
    await accounts.insert({
      username: 'bcryptjs-era',
      // bcryptjs's hashSync('old-bcryptjs-pass', 4), as stored by earlier releases.
      passwordHash: '$2a$04$DcyZ0tMYq6sitVuIaYosa.SPNY4nRz5pg1UKKopJXu68N8VsBuEH2',
      name: 'Senoji Paskyra',
      email: null,
      photoUrl: null,
      provider: 'local',
      providerId: 'bcryptjs-era',
      roles: ['learner'],
      disabled: false,
      createdAt: Date.now(),
    });
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'bcryptjs-era', password: 'old-bcryptjs-pass' })
      .expect(200);
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'bcryptjs-era', password: 'old-bcryptjs-pasS' })
      .expect(401);
  });

  it('401 on a wrong password or an unknown user, with a code', async () => {
    const wrong = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'learner-active', password: 'nope-nope' })
      .expect(401);
    expect(wrong.body).toMatchObject({ statusCode: 401, code: 'bad-credentials' });
    await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'nobody', password: 'learner-pass' })
      .expect(401);
  });

  it('400 with fields on missing or mistyped input', async () => {
    const res = await ctx.http().post('/api/auth/login').send({ username: 5 }).expect(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', code: 'type', message: expect.any(String) },
        { field: 'password', code: 'required', message: 'Privalomas laukas' },
      ]),
    );
    const extra = await ctx
      .http()
      .post('/api/auth/login')
      .send({ username: 'a', password: 'b', admin: true })
      .expect(400);
    expect(extra.body.fields).toEqual([
      { field: 'admin', code: 'unknown-field', message: 'Nežinomas laukas' },
    ]);
  });

  it('401 on /me without a token, with a garbage token or an expired one', async () => {
    await ctx.http().get('/api/auth/me').expect(401);
    await ctx.http().get('/api/auth/me').set('Authorization', 'Bearer abc.def.ghi').expect(401);
    const token = await ctx.login('learner-active', 'learner-pass');
    ctx.clock.advance(13 * 3600_000);
    await ctx.http().get('/api/auth/me').auth(token, bearer(token)).expect(401);
    ctx.clock.advance(-13 * 3600_000);
  });

  it('reports which providers are configured (only local here)', async () => {
    const res = await ctx.http().get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({ local: true, google: false, facebook: false, email: false });
  });

  it('an unconfigured provider answers 404 on every route, never half-works', async () => {
    for (const path of [
      '/api/auth/google',
      '/api/auth/google/callback?code=x&state=y',
      '/api/auth/facebook',
      '/api/auth/facebook/callback',
    ]) {
      const res = await ctx.http().get(path).expect(404);
      expect(res.body.code).toBe('provider-not-configured');
    }
  });
});

describe('staff accounts and roles', () => {
  it('staff create learner accounts; the new learner can sign in; a taken username is 409', async () => {
    const staff = await ctx.login(STAFF.username, STAFF.password);
    const res = await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, bearer(staff))
      .send({
        username: 'ona.k',
        password: 'ona-password',
        name: 'Ona Kazlauskienė',
        email: 'ona@example.com',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      username: 'ona.k',
      name: 'Ona Kazlauskienė',
      roles: ['learner'],
      provider: 'local',
    });
    await ctx.login('ona.k', 'ona-password');
    const again = await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, bearer(staff))
      .send({ username: 'ona.k', password: 'other-password', name: 'X' })
      .expect(409);
    expect(again.body.code).toBe('username-taken');
  });

  it('validates the new account (400 with fields, nothing created)', async () => {
    const staff = await ctx.login(STAFF.username, STAFF.password);
    const count = await ctx.dataSource.getRepository(AccountEntity).count();
    const res = await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, bearer(staff))
      .send({ username: 'a b', password: 'short', name: '', email: 'not-mail' })
      .expect(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'email',
      'name',
      'password',
      'username',
    ]);
    expect(res.body.fields.find((f: { field: string }) => f.field === 'email').message).toBe(
      'Blogas el. pašto formatas',
    );
    expect(await ctx.dataSource.getRepository(AccountEntity).count()).toBe(count);
  });

  it('every staff endpoint answers 403 to a learner and 401 without a token', async () => {
    const learner = await ctx.login('learner-active', 'learner-pass');
    const calls: [string, string][] = [
      ['post', '/api/staff/accounts'],
      ['post', '/api/staff/accounts/1/disabled'],
      ['get', '/api/staff/enrollments'],
      ['post', '/api/staff/enrollments/1/activate'],
      ['post', '/api/staff/enrollments/1/reject'],
      ['get', '/api/staff/activation-requests'],
      ['get', '/api/staff/questions'],
      ['post', '/api/staff/questions/1/reply'],
    ];
    for (const [method, path] of calls) {
      const agent = ctx.http();
      const req = method === 'get' ? agent.get(path) : agent.post(path).send({});
      const res = await req.auth(learner, bearer(learner));
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'staff-only']);
      const anon = method === 'get' ? ctx.http().get(path) : ctx.http().post(path).send({});
      expect((await anon).status).toBe(401);
    }
  });

  it('a staff token stops working at once when that account is demoted or disabled', async () => {
    const staff = await ctx.staffToken();
    const other = await ctx
      .http()
      .post('/api/staff/accounts')
      .auth(staff, bearer(staff))
      .send({ username: 'second-staff', password: 'second-staff-pass', name: 'Antras Darbuotojas' })
      .expect(201);
    const repo = ctx.dataSource.getRepository(AccountEntity);
    await repo.update({ id: other.body.id }, { roles: ['staff'] });
    const token = await ctx.login('second-staff', 'second-staff-pass');
    await ctx.http().get('/api/staff/enrollments').auth(token, bearer(token)).expect(200);

    await repo.update({ id: other.body.id }, { roles: ['learner'] });
    const demoted = await ctx.http().get('/api/staff/enrollments').auth(token, bearer(token)).expect(403);
    expect(demoted.body.code).toBe('staff-only');

    await repo.update({ id: other.body.id }, { roles: ['staff'], disabled: true });
    await ctx.http().get('/api/staff/enrollments').auth(token, bearer(token)).expect(403);
  });
});

describe('login rate limit', () => {
  it('answers 429 past LOGIN_RATE_LIMIT attempts a minute from one IP', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      await limited.seed.seedAccounts();
      for (let i = 0; i < 3; i++)
        await limited
          .http()
          .post('/api/auth/login')
          .send({ username: 'learner-active', password: 'wrong-pass' })
          .expect(401);
      const res = await limited
        .http()
        .post('/api/auth/login')
        .send({ username: 'learner-active', password: 'learner-pass' })
        .expect(429);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'rate-limited' });
      // Other routes are not limited.
      await limited.http().get('/api/auth/providers').expect(200);
    } finally {
      await limited.close();
    }
  });
});
