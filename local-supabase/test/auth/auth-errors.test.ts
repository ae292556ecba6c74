import { SignJWT } from 'jose';

import { inbox } from '../helpers/inbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { confirmedUser, uniqueEmail } from '../helpers/users';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ loginMaxFailures: 3, refreshTokenReuseIntervalSeconds: 1 });
});

afterAll(async () => {
  await t.close();
});

async function authFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: t.anonKey, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe('e-mail frequency and login rate limits', () => {
  it('refuses a second confirmation e-mail within 60 s (429 over_email_send_rate_limit)', async () => {
    const email = uniqueEmail('often');
    const client = t.client();
    expect((await client.auth.signUp({ email, password: 'Secr3t-pass' })).error).toBeNull();
    const resend = await client.auth.resend({ type: 'signup', email });
    expect(resend.error).toMatchObject({
      name: 'AuthApiError',
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    expect(resend.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    const again = await client.auth.signUp({ email, password: 'Secr3t-pass' });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(await inbox(t.url, email)).toHaveLength(1);
  });

  it('limits password recovery e-mails per user the same way', async () => {
    const client = t.client();
    const { email } = await confirmedUser(t.url, client);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await client.auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers 429 over_request_rate_limit after too many failed sign-ins from one client', async () => {
    const client = t.client();
    const { email, password } = await confirmedUser(t.url, client);
    for (let i = 0; i < 3; i += 1) {
      const { error } = await client.auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const limited = await client.auth.signInWithPassword({ email, password });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(limited.error?.message).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
    const other = await confirmedUser(t.url, t.client());
    expect((await t.client().auth.signInWithPassword(other)).error).toBeNull();
  });
});

describe('validation and unsupported requests', () => {
  it('rejects resend types and missing fields with validation_failed', async () => {
    const client = t.client();
    const bad = await authFetch('/resend', {
      method: 'POST',
      body: JSON.stringify({ type: 'nope', email: 'a@b.co' }),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      },
    });
    expect(await client.auth.resend({ type: 'signup', email: uniqueEmail('unknown') })).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    const missing = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ password: 'x' }),
    });
    expect(missing.body).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    });
    const unknownUser = await client.auth.signInWithPassword({
      email: uniqueEmail('ghost'),
      password: 'Secr3t-pass',
    });
    expect(unknownUser.error?.code).toBe('invalid_credentials');
    const json = await authFetch('/signup', { method: 'POST', body: '{"email":' });
    expect(json).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    const recover = await authFetch('/recover', { method: 'POST', body: '{}' });
    expect(recover.body).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
  });

  it('sends every auth error with X-Supabase-Api-Version and the code in x-sb-error-code', async () => {
    const response = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('serves GoTrue-like settings', async () => {
    const { status, body } = await authFetch('/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it('answers 500 "Database error saving new user" when a user trigger fails (no security definer)', async () => {
    const { data, error } = await t
      .client()
      .auth.signUp({ email: uniqueEmail('audited'), password: 'Secr3t-pass' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
    expect(error?.message).toBe('Database error saving new user');
  });
});

describe('bearer tokens on /user and /logout', () => {
  it('401 no_authorization without a bearer, 403 bad_jwt for bad or expired tokens', async () => {
    expect(await authFetch('/user', { headers: { authorization: '' } })).toMatchObject({
      status: 401,
      body: { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
    });
    const forged = await new SignJWT({
      sub: '00000000-0000-0000-0000-000000000001',
      role: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    const bad = await authFetch('/user', { headers: { authorization: `Bearer ${forged}` } });
    expect(bad).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect((bad.body as { message: string }).message).toMatch(
      /^invalid JWT: unable to parse or verify signature, /,
    );
    const expired = await new SignJWT({
      sub: '00000000-0000-0000-0000-000000000001',
      role: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_003_600)
      .sign(new TextEncoder().encode(t.server.config.jwtSecret));
    const old = await authFetch('/user', { headers: { authorization: `Bearer ${expired}` } });
    expect(old.body).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const anon = await authFetch('/user', {
      headers: { authorization: `Bearer ${t.anonKey}` },
    });
    expect(anon).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    const ghost = await new SignJWT({
      sub: '00000000-0000-0000-0000-000000000009',
      role: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.server.config.jwtSecret));
    expect(
      await authFetch('/user', { headers: { authorization: `Bearer ${ghost}` } }),
    ).toMatchObject({
      status: 403,
      body: { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' },
    });
  });

  it('logs out one session (local), the others (others) or all (global)', async () => {
    const first = t.client();
    const { email, password } = await confirmedUser(t.url, first);
    const second = t.client();
    const third = t.client();
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const fourth = t.client();
    await fourth.auth.signInWithPassword({ email, password });
    const token = (await fourth.auth.getSession()).data.session?.access_token ?? '';
    const response = await authFetch('/logout?scope=global', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
    expect((await first.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('rejects a refresh token replayed after the reuse interval and revokes its session', async () => {
    const client = t.client();
    await confirmedUser(t.url, client);
    const original = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const rotated = await t.client().auth.refreshSession({ refresh_token: original });
    expect(rotated.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const replay = await t.client().auth.refreshSession({ refresh_token: original });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    const current = await t
      .client()
      .auth.refreshSession({ refresh_token: rotated.data.session?.refresh_token ?? '' });
    expect(current.error?.code).toBe('refresh_token_already_used');
  });
});

describe('autoconfirm mode (ENABLE_EMAIL_CONFIRMATIONS=false)', () => {
  let auto: TestServer;
  beforeAll(async () => {
    auto = await startTestServer({ enableConfirmations: false, passwordMinLength: 6 });
  });
  afterAll(async () => {
    await auto.close();
  });

  it('returns a session at signup and 422 user_already_exists for a second signup', async () => {
    const email = uniqueEmail('auto');
    const { data, error } = await auto.client().auth.signUp({ email, password: 'sixsix' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await auto.client().auth.signUp({ email, password: 'sixsix' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(again.error?.message).toBe('User already registered');
    expect(await inbox(auto.url, email)).toEqual([]);
  });
});
