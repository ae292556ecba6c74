import http from 'node:http';

import { decodeJwt } from 'jose';

import { inbox, latestLink, openLink } from '../helpers/inbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { confirmedUser, uniqueEmail } from '../helpers/users';

const LOGIN_MESSAGE = 'Too many login attempts. Please wait a few minutes before trying again.';

/** A POST with any Host header (fetch cannot set one), as a client outside the browser can. */
function postWithHost(
  url: string,
  host: string,
  body: unknown,
  apikey: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { host, apikey, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function authPost(t: TestServer, path: string, body: string | object) {
  const response = await fetch(`${t.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: t.anonKey, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

describe('issuer and e-mail links come from configuration, never from Host', () => {
  const servers: TestServer[] = [];
  afterAll(async () => Promise.all(servers.map((s) => s.close())));

  it.each([
    ['the listening URL by default', undefined],
    ['API_EXTERNAL_URL when set', 'https://api.example.test'],
  ])('uses %s', async (_label, apiExternalUrl) => {
    // Autoconfirm: the link of a configured external URL cannot be followed from here.
    const t = await startTestServer({
      enableConfirmations: false,
      ...(apiExternalUrl ? { apiExternalUrl } : {}),
    });
    servers.push(t);
    const base = apiExternalUrl ?? t.url;
    const email = uniqueEmail('host');
    const password = 'Secr3t-pass';
    expect((await t.client().auth.signUp({ email, password })).error).toBeNull();
    const login = await postWithHost(
      `${t.url}/auth/v1/token?grant_type=password`,
      'evil.example',
      { email, password },
      t.anonKey,
    );
    expect(login.status).toBe(200);
    expect(decodeJwt(String(login.body.access_token)).iss).toBe(`${base}/auth/v1`);

    const recover = await postWithHost(
      `${t.url}/auth/v1/recover`,
      'evil.example',
      { email },
      t.anonKey,
    );
    expect(recover.status).toBe(200);
    const link = await latestLink(t.url, email, 'recovery');
    expect(link.startsWith(`${base}/auth/v1/verify?`)).toBe(true);
    expect(link).not.toContain('evil.example');
  });
});

describe('signing up again with an unconfirmed address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ emailMinIntervalSeconds: 0 });
  });
  afterAll(async () => t.close());

  it("keeps the first password and metadata and only re-sends the owner's link", async () => {
    const email = uniqueEmail('squat');
    const owner = { email, password: 'Owner-pass1', options: { data: { first_name: 'Owner' } } };
    expect((await t.client().auth.signUp(owner)).error).toBeNull();
    const intruder = await t.client().auth.signUp({
      email,
      password: 'Intruder-pass1',
      options: { data: { first_name: 'Intruder', role: 'admin' } },
    });
    expect(intruder.error).toBeNull();
    expect(await inbox(t.url, email)).toHaveLength(2);

    const { location } = await openLink(await latestLink(t.url, email, 'signup'));
    expect(location).toContain('access_token=');
    const client = t.client();
    const asIntruder = await client.auth.signInWithPassword({ email, password: 'Intruder-pass1' });
    expect(asIntruder.error?.code).toBe('invalid_credentials');
    const asOwner = await client.auth.signInWithPassword({ email, password: 'Owner-pass1' });
    expect(asOwner.error).toBeNull();
    expect(asOwner.data.user?.user_metadata).toEqual(
      expect.objectContaining({ first_name: 'Owner' }),
    );
    expect(asOwner.data.user?.user_metadata).not.toHaveProperty('role');
  });
});

describe('request bodies', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t.close());

  it('refuses a body over 1 MB with 413 before parsing it, on auth and REST', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5 * 1024 * 1024) });
    const signup = await authPost(t, '/signup', big);
    expect(signup.status).toBe(413);
    expect(signup.body).toEqual({
      code: 'PGRST413',
      message: 'Request body too large: the limit is 1 MB',
      details: 'The body is over 1048576 bytes',
      hint: 'Send less data per request',
    });
    const rest = await t
      .service()
      .from('items')
      .insert({ id: 9001, name: 'big', note: 'x'.repeat(1024 * 1024 + 1) });
    expect(rest.status).toBe(413);
    expect(rest.error).toMatchObject({ code: 'PGRST413' });
    expect((await t.service().from('items').select('id').eq('id', 9001)).data).toEqual([]);
  });
});

describe('per-IP auth limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      emailMinIntervalSeconds: 0,
      loginMaxFailures: 100,
      loginMaxFailuresPerIp: 4,
      signupMaxPerIp: 3,
      recoverMaxPerIp: 2,
      resendMaxPerIp: 2,
    });
  });
  afterAll(async () => t.close());

  it('limits failed sign-ins from one client across e-mails (password spraying)', async () => {
    const victim = await confirmedUser(t.url, t.client());
    for (let i = 0; i < 4; i += 1) {
      const sprayed = await authPost(t, '/token?grant_type=password', {
        email: uniqueEmail(`spray${i}`),
        password: 'Summer2024!',
      });
      expect(sprayed.body?.code).toBe('invalid_credentials');
    }
    const limited = await authPost(t, '/token?grant_type=password', victim);
    expect(limited).toMatchObject({
      status: 429,
      body: { code: 'over_request_rate_limit', message: LOGIN_MESSAGE },
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    const viaSdk = await t.client().auth.signInWithPassword(victim);
    expect(viaSdk.error).toMatchObject({ status: 429, message: LOGIN_MESSAGE });
  });

  it('limits sign-ups per client; the refused one stores nothing and sends nothing', async () => {
    // confirmedUser above used one sign-up of this client's 3.
    for (let i = 0; i < 2; i += 1) {
      const ok = await t
        .client()
        .auth.signUp({ email: uniqueEmail('many'), password: 'Secr3t-pass' });
      expect(ok.error).toBeNull();
    }
    const email = uniqueEmail('one-too-many');
    const limited = await authPost(t, '/signup', { email, password: 'Secr3t-pass' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'over_request_rate_limit',
      message: expect.stringMatching(
        /^Too many sign-up requests from your network\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(await inbox(t.url, email)).toEqual([]);
    const stored = await t.server.db.query(`select 1 from auth.users where email = $1`, [email]);
    expect(stored.rows).toEqual([]);
  });

  it.each([
    ['/recover', { email: 'someone@example.com' }, 'password reset'],
    ['/resend', { type: 'signup', email: 'someone@example.com' }, 'resend'],
  ])('limits %s per client with Retry-After', async (path, body, what) => {
    for (let i = 0; i < 2; i += 1) expect((await authPost(t, path, body)).status).toBe(200);
    const limited = await authPost(t, path, body);
    expect(limited.status).toBe(429);
    expect(limited.body?.message).toMatch(
      new RegExp(`^Too many ${what} requests from your network`),
    );
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  });
});

describe('unknown e-mails', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The production bcrypt cost, so the compare dominates the time of a sign-in.
    t = await startTestServer({ passwordHashCost: 10, loginMaxFailures: 1000 });
  });
  afterAll(async () => t.close());

  async function timed(email: string): Promise<number> {
    const started = performance.now();
    const answer = await authPost(t, '/token?grant_type=password', {
      email,
      password: 'Wrong-pass1',
    });
    expect(answer.body?.code).toBe('invalid_credentials');
    return performance.now() - started;
  }

  it('are refused in about the time of a wrong password', async () => {
    const { email } = await confirmedUser(t.url, t.client());
    await timed(uniqueEmail('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Without the dummy compare an unknown e-mail answers in a few ms, a wrong password in tens.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
