import { decodeJwt } from 'jose';

import { fragmentParams, inbox, latestLink, openLink } from '../helpers/inbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { uniqueEmail } from '../helpers/users';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t.close();
});

describe('sign up, confirm, sign in, refresh, update, recover, sign out', () => {
  const email = uniqueEmail('ada');
  const password = 'Secr3t-pass';
  const redirect = 'http://localhost:4200/auth/callback';

  it('signs up: a bare user, no session and a confirmation e-mail in the inbox', async () => {
    const client = t.client();
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' }, emailRedirectTo: redirect },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      is_anonymous: false,
    });
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.confirmation_sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(user?.identities?.[0]).toMatchObject({
      id: user?.id,
      user_id: user?.id,
      provider: 'email',
      email,
      identity_data: { sub: user?.id, email, email_verified: false, first_name: 'Ada' },
    });
    expect(Object.keys(user ?? {})).toEqual([
      'id',
      'aud',
      'role',
      'email',
      'phone',
      'confirmation_sent_at',
      'app_metadata',
      'user_metadata',
      'identities',
      'created_at',
      'updated_at',
      'is_anonymous',
    ]);
    const messages = await inbox(t.url, email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: email,
      type: 'signup',
      subject: 'Confirm Your Signup',
    });
    expect(messages[0]?.link).toContain(`${t.url}/auth/v1/verify?token=`);
    expect(messages[0]?.link).toContain(`redirect_to=${encodeURIComponent(redirect)}`);
  });

  it('refuses to sign in before confirmation with email_not_confirmed, after checking the password', async () => {
    const client = t.client();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
    });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const right = await client.auth.signInWithPassword({ email, password });
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    expect(right.error?.message).toBe('Email not confirmed');
  });

  it('confirms through the inbox link: 303 to redirect_to with the sorted implicit-flow fragment', async () => {
    const { status, location } = await openLink(await latestLink(t.url, email, 'signup'));
    expect(status).toBe(303);
    expect(location.startsWith(`${redirect}#access_token=`)).toBe(true);
    const fragment = location.slice(location.indexOf('#') + 1);
    expect(fragment.split('&').map((p) => p.split('=')[0])).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    const params = fragmentParams(location);
    expect(params).toMatchObject({
      expires_in: '3600',
      token_type: 'bearer',
      type: 'signup',
      sb: '',
    });
    const claims = decodeJwt(params.access_token ?? '');
    expect(Number(params.expires_at)).toBe(claims.exp);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    // The fragment's token is a working session: supabase-js would call GET /user with it.
    const client = t.client();
    const { data } = await client.auth.getUser(params.access_token);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);

    const again = await openLink(await latestLink(t.url, email, 'signup'));
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `${redirect}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  let refreshToken = '';

  it('signs in with an access token carrying exactly the GoTrue claims', async () => {
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = decodeJwt(session?.access_token ?? '');
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${t.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(session?.expires_at).toBe(claims.exp);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    refreshToken = session?.refresh_token ?? '';
  });

  it('refreshes with rotation; the old token may be replayed only within the reuse interval', async () => {
    const client = t.client();
    const first = await client.auth.refreshSession({ refresh_token: refreshToken });
    expect(first.error).toBeNull();
    const rotated = first.data.session?.refresh_token ?? '';
    expect(rotated).not.toBe(refreshToken);
    expect(decodeJwt(first.data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(first.data.session?.access_token ?? '').session_id,
    );
    const replay = await t.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(rotated);
    const unknown = await t.client().auth.refreshSession({ refresh_token: 'nope' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('updates metadata key by key (null deletes) and changes the password', async () => {
    const client = t.client();
    await client.auth.signInWithPassword({ email, password });
    const { data, error } = await client.auth.updateUser({
      data: { first_name: 'Augusta', last_name: null, phone: '+12465550100' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      first_name: 'Augusta',
      phone: '+12465550100',
      email_verified: true,
    });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    });
    expect(weak.error?.message).toBe('Password should be at least 8 characters.');
    const changed = await client.auth.updateUser({ password: 'N3w-password' });
    expect(changed.error).toBeNull();
    const old = await t.client().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await t.client().auth.signInWithPassword({ email, password: 'N3w-password' });
    expect(fresh.error).toBeNull();
  });

  it('recovers the password through the e-mailed link', async () => {
    const client = t.client();
    const reset = 'http://localhost:4200/reset-password';
    const unknown = await client.auth.resetPasswordForEmail(uniqueEmail('nobody'), {
      redirectTo: reset,
    });
    expect(unknown).toEqual({ data: {}, error: null });
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: reset });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const message = (await inbox(t.url, email))[0];
    expect(message).toMatchObject({ type: 'recovery', subject: 'Reset Your Password' });
    const { status, location } = await openLink(message?.link ?? '');
    expect(status).toBe(303);
    expect(location.startsWith(`${reset}#`)).toBe(true);
    const params = fragmentParams(location);
    expect(params.type).toBe('recovery');
    const { error: sessionError } = await client.auth.setSession({
      access_token: params.access_token ?? '',
      refresh_token: params.refresh_token ?? '',
    });
    expect(sessionError).toBeNull();
    const updated = await client.auth.updateUser({ password: 'Recovered-1' });
    expect(updated.error).toBeNull();
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'Recovered-1' });
    expect(signIn.error).toBeNull();
    const again = await openLink(message?.link ?? '');
    expect(again.location).toContain('error_code=otp_expired');
  });

  it('signs out (204): the session and its refresh tokens are gone', async () => {
    const client = t.client();
    const { data } = await client.auth.signInWithPassword({ email, password: 'Recovered-1' });
    const accessToken = data.session?.access_token ?? '';
    const refresh = data.session?.refresh_token ?? '';
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const stale = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(stale.status).toBe(403);
    expect(stale.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await stale.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    // supabase-js turns session_not_found into AuthSessionMissingError.
    const viaClient = await t.client().auth.getUser(accessToken);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
    const refreshAfter = await t.client().auth.refreshSession({ refresh_token: refresh });
    expect(refreshAfter.error?.code).toBe('refresh_token_not_found');
  });
});

describe('users created by SQL (as a seed does)', () => {
  it("signs in a user whose password was hashed by pgcrypto crypt(…, gen_salt('bf'))", async () => {
    const email = uniqueEmail('seeded');
    await t.server.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
               $1, extensions.crypt('Seeded-pass1', extensions.gen_salt('bf')), now(),
               '{"provider":"email","providers":["email"]}', '{"first_name":"Seed"}', now(), now())`,
      [email],
    );
    const { data, error } = await t
      .client()
      .auth.signInWithPassword({ email, password: 'Seeded-pass1' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      identities: [],
      user_metadata: { first_name: 'Seed' },
    });
    const wrong = await t.client().auth.signInWithPassword({ email, password: 'Seeded-pass2' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});

describe('signup edge cases', () => {
  it('answers a confirmed address with an obfuscated user and no e-mail', async () => {
    const email = uniqueEmail('taken');
    const client = t.client();
    await client.auth.signUp({ email, password: 'Secr3t-pass' });
    await openLink(await latestLink(t.url, email, 'signup'));
    const { data, error } = await client.auth.signUp({ email, password: 'Other-pass1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(await inbox(t.url, email)).toHaveLength(1);
  });

  it('validates e-mail and password with GoTrue codes', async () => {
    const client = t.client();
    const cases: [Parameters<typeof client.auth.signUp>[0], number, string, string][] = [
      [
        { email: 'not-an-email', password: 'Secr3t-pass' },
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      ],
      [
        { email: uniqueEmail(), password: '' },
        400,
        'validation_failed',
        'Signup requires a valid password',
      ],
      [
        { email: uniqueEmail(), password: 'x'.repeat(73) },
        400,
        'validation_failed',
        'Password cannot be longer than 72 characters',
      ],
      [
        { email: uniqueEmail(), password: '1234567' },
        422,
        'weak_password',
        'Password should be at least 8 characters.',
      ],
    ];
    for (const [credentials, status, code, message] of cases) {
      const { error } = await client.auth.signUp(credentials);
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
        status,
        code,
        message,
      });
    }
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: 'abc' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });
  });

  it('ignores a redirect_to outside the allowed origins (falls back to SITE_URL)', async () => {
    const email = uniqueEmail('redirect');
    await t.client().auth.signUp({
      email,
      password: 'Secr3t-pass',
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    });
    const link = await latestLink(t.url, email, 'signup');
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:4200');
    const tampered = link.replace(
      /redirect_to=[^&]*/,
      `redirect_to=${encodeURIComponent('https://evil.example.net/x')}`,
    );
    const { location } = await openLink(tampered);
    expect(location.startsWith('http://localhost:4200#access_token=')).toBe(true);
  });

  it('reports an unknown or bad verification link as an error fragment', async () => {
    const bad = await openLink(
      `${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=http://127.0.0.1:5173/cb`,
    );
    expect(bad).toEqual({
      status: 303,
      location:
        'http://127.0.0.1:5173/cb#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    });
    const type = await openLink(`${t.url}/auth/v1/verify?token=x&type=magic`);
    expect(type.location).toContain(
      'http://localhost:4200#error=invalid_request&error_code=validation_failed',
    );
  });
});
