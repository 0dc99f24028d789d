import { signInWithAccount, socialSignInUrl } from './sign-in';

const respond = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })) as unknown as typeof fetch;

describe('account sign-in (POST /api/auth/login)', () => {
  it('asks for both fields before calling the API', async () => {
    const fetchImpl = jest.fn();
    expect(await signInWithAccount(' ', 'x', fetchImpl)).toEqual({ ok: false, failure: 'required' });
    expect(await signInWithAccount('jonas', '', fetchImpl)).toEqual({ ok: false, failure: 'required' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('returns the session on success', async () => {
    const session = { accessToken: 't', user: { id: 1, name: 'Jonas' } };
    expect(await signInWithAccount('jonas', 'pw', respond(200, session))).toEqual({ ok: true, session });
  });

  it('maps 401 to wrong credentials and 429 to too many attempts', async () => {
    expect(await signInWithAccount('jonas', 'pw', respond(401, { message: 'Unauthorized' }))).toEqual({
      ok: false,
      failure: 'invalid',
    });
    expect(await signInWithAccount('jonas', 'pw', respond(429, {}))).toEqual({
      ok: false,
      failure: 'tooMany',
    });
  });

  it('maps 403 account-disabled to a disabled account (other 403s stay wrong credentials)', async () => {
    const disabled = respond(403, { statusCode: 403, code: 'account-disabled', message: 'Paskyra išjungta' });
    expect(await signInWithAccount('jonas', 'pw', disabled)).toEqual({ ok: false, failure: 'disabled' });
    expect(await signInWithAccount('jonas', 'pw', respond(403, { code: 'forbidden' }))).toEqual({
      ok: false,
      failure: 'invalid',
    });
  });

  it('answers a name or password the rules refuse (400) as a wrong one, not as an error', async () => {
    const result = await signInWithAccount(
      'jonas',
      'x'.repeat(201),
      respond(400, { fields: [{ field: 'password', code: 'range', message: 'per ilgas' }] }),
    );
    expect(result).toEqual({ ok: false, failure: 'invalid' });
  });

  it('passes the message of another failure on', async () => {
    const result = await signInWithAccount('jonas', 'pw', respond(500, { message: 'Vidinė klaida' }));
    expect(result).toEqual({ ok: false, failure: { detail: 'Vidinė klaida' } });
  });

  it('reports a network failure', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await signInWithAccount('jonas', 'pw', down)).toEqual({
      ok: false,
      failure: { detail: 'Failed to fetch' },
    });
  });
});

describe('social sign-in', () => {
  it('is a full-page redirect to the API with the chosen family', () => {
    expect(socialSignInUrl('google', 'ket')).toBe('/api/auth/google?family=ket');
    expect(socialSignInUrl('facebook', 'krautuvai')).toBe('/api/auth/facebook?family=krautuvai');
  });
});
