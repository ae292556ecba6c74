import { clientConfig, DEMO_ANON_KEY, DEMO_JWT_SECRET } from '../../src/index';
import { parseCliArgs } from '../../src/cli-args';
import { startTestServer, type TestServer } from '../helpers/server';
import { uniqueEmail } from '../helpers/users';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t.close();
});

const SDK_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-retry-count, traceparent, tracestate, baggage';

describe('CORS', () => {
  it.each(['/rest/v1/items', '/auth/v1/token?grant_type=password', '/rest/v1/rpc/add_numbers'])(
    'answers the preflight for %s',
    async (path) => {
      const response = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4200',
          'access-control-request-method': 'POST',
          'access-control-request-headers': SDK_HEADERS,
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe(
        'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
      );
      expect(response.headers.get('access-control-allow-headers')).toBe(SDK_HEADERS);
      expect(response.headers.get('access-control-max-age')).toBe('86400');
    },
  );

  it('answers a bare OPTIONS too', async () => {
    const response = await fetch(`${t.url}/auth/v1/signup`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
  });

  it('exposes Content-Range and X-Supabase-Api-Version on every response', async () => {
    const rest = await fetch(`${t.url}/rest/v1/items?select=id`, {
      headers: { origin: 'http://localhost:4200', prefer: 'count=exact' },
    });
    const auth = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:4200',
        'content-type': 'application/json;charset=UTF-8',
      },
      body: '{}',
    });
    for (const response of [rest, auth]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(', ');
      expect(exposed).toEqual(
        expect.arrayContaining([
          'Content-Range',
          'X-Supabase-Api-Version',
          'Content-Location',
          'Location',
          'Content-Type',
          'Range-Unit',
        ]),
      );
    }
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('inbox', () => {
  it('lists messages newest first as JSON, filtered by recipient, and clears them', async () => {
    const email = uniqueEmail('inbox');
    await t.client().auth.signUp({ email, password: 'Secr3t-pass' });
    await t.client().auth.resetPasswordForEmail(email);
    const response = await fetch(
      `${t.url}/inbox/api/messages?to=${encodeURIComponent(email.toUpperCase())}`,
    );
    const messages = (await response.json()) as Record<string, unknown>[];
    expect(messages.map((m) => m.type)).toEqual(['recovery', 'signup']);
    expect(Object.keys(messages[0] ?? {})).toEqual([
      'id',
      'to',
      'subject',
      'type',
      'link',
      'createdAt',
      'from',
      'replyTo',
      'text',
      'attachments',
      'url',
    ]);
    // Auth e-mails have no sender, text or attachments (the mailer's booking e-mails do).
    expect(messages[0]).toMatchObject({ from: null, replyTo: null, text: null, attachments: [] });
    expect(messages[0]).toMatchObject({
      to: email,
      subject: 'Reset Your Password',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const cleared = await fetch(`${t.url}/inbox/api/messages?to=${encodeURIComponent(email)}`, {
      method: 'DELETE',
    });
    expect(await cleared.json()).toEqual({ deleted: 2 });
    const after = await fetch(`${t.url}/inbox/api/messages?to=${encodeURIComponent(email)}`);
    expect(await after.json()).toEqual([]);
  });

  it('renders an accessible HTML page with working links and everything escaped', async () => {
    const email = uniqueEmail('page');
    await t.client().auth.signUp({ email, password: 'Secr3t-pass' });
    await t.server.db.query(
      `insert into local_inbox.messages (recipient, subject, type, link, html)
       values ('evil@example.com', '<script>alert(1)</script>', 'signup', 'http://localhost/?a=1&b="x"', '')`,
    );
    const response = await fetch(`${t.url}/inbox`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Local inbox (');
    expect(html).toContain('<h1>Local inbox</h1>');
    expect(html).toContain('<label for="to">Recipient</label>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="http://localhost/?a=1&amp;b=&quot;x&quot;"');
    const link = /href="([^"]*verify[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(link).toContain(`${t.url}/auth/v1/verify?token=`);
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const filtered = await (await fetch(`${t.url}/inbox?to=${encodeURIComponent(email)}`)).text();
    expect(filtered).toContain('1 message for');
    expect(filtered).not.toContain('evil@example.com');
    const clear = await fetch(`${t.url}/inbox/clear`, { method: 'POST', redirect: 'manual' });
    expect([clear.status, clear.headers.get('location')]).toEqual([303, '/inbox']);
    expect(await (await fetch(`${t.url}/inbox/api/messages`)).json()).toEqual([]);
  });
});

describe('runtime configuration for the apps', () => {
  it('reports the URL and anon key of a running server and of a planned one', async () => {
    expect(t.server.clientConfig()).toEqual({ supabaseUrl: t.url, supabaseAnonKey: t.anonKey });
    expect(t.anonKey).not.toBe(DEMO_ANON_KEY);
    expect(await clientConfig({ port: 54321, env: { JWT_SECRET: DEMO_JWT_SECRET } })).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: DEMO_ANON_KEY,
    });
    const custom = await clientConfig({ port: 9999, env: { JWT_SECRET: 'x'.repeat(40) } });
    expect(custom.supabaseUrl).toBe('http://127.0.0.1:9999');
    expect(custom.supabaseAnonKey).not.toBe(DEMO_ANON_KEY);
  });

  it('parses the CLI flags', () => {
    expect(parseCliArgs(['--port', '5000', '--in-memory'], {})).toMatchObject({
      port: 5000,
      dataDir: null,
    });
    expect(parseCliArgs(['--data-dir', '/tmp/x'], {})).toMatchObject({
      port: 54321,
      dataDir: '/tmp/x',
    });
    expect(() => parseCliArgs(['--bogus'], {})).toThrow(/Unknown argument --bogus/);
  });

  it('serves a small index at /', async () => {
    expect(await (await fetch(`${t.url}/`)).json()).toMatchObject({
      rest: '/rest/v1',
      auth: '/auth/v1',
    });
  });
});
