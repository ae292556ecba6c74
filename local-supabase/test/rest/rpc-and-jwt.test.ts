import { SignJWT } from 'jose';

import { rawRest } from '../helpers/rest';
import { setupTestServer } from '../helpers/server';
import { confirmedUser } from '../helpers/users';

const t = setupTestServer();

function sign(
  claims: Record<string, unknown>,
  secret: string | null = null,
  expiresIn: string | number = '1h',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret ?? t().server.config.jwtSecret));
}

function rest(path: string, token: string | null, init: RequestInit = {}) {
  return rawRest(t(), path, {
    ...init,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...init.headers },
  });
}

describe('rpc', () => {
  it('maps scalar, setof, table, composite and void returns as PostgREST does', async () => {
    const c = t().client();
    expect(await c.rpc('add_numbers', { a: 2, b: 40 })).toMatchObject({ status: 200, data: 42 });
    const setof = await c.rpc('items_in_category', { cat: 'tour' });
    expect((setof.data as { id: number }[]).map((r) => r.id)).toEqual([2, 3]);
    expect(await c.rpc('item_stats')).toMatchObject({
      data: [
        { category: 'photo', n: 1 },
        { category: 'tour', n: 2 },
        { category: 'transfer', n: 1 },
      ],
    });
    const json = await c.rpc('echo_body', { payload: { a: [1, 'x'] } });
    expect(json.data).toEqual({ a: [1, 'x'] });
    expect(await c.rpc('noop')).toMatchObject({ status: 204, data: null, error: null });
    expect(await c.rpc('numbers', { upto: 3 })).toMatchObject({ data: [1, 2, 3] });
  });

  it('returns a single composite as an object and accepts defaults; filters and orders set results', async () => {
    const user = t().client();
    await confirmedUser(t().url, user);
    const note = await user.rpc('add_note', { note_title: 'Via RPC' });
    expect(note.status).toBe(200);
    expect(note.data).toMatchObject({ title: 'Via RPC', body: 'empty' });
    const c = t().client();
    const between = await c.rpc('items_between', { low: 50 }).order('price', { ascending: false });
    expect(between.data).toEqual([
      { id: 5, name: 'Photography', price: 200.0 },
      { id: 2, name: 'Island tour', price: 120.5 },
      { id: 3, name: 'Night out', price: 80.0 },
    ]);
    const filtered = await c.rpc('items_between', { high: 100 }).lt('id', 3).select('name');
    expect(filtered.data).toEqual([{ name: 'Airport transfer' }]);
    const single = await c.rpc('items_between', { low: 199 }).single();
    expect(single.data).toEqual({ id: 5, name: 'Photography', price: 200.0 });
  });

  it('supports GET with query arguments (read only) and HEAD', async () => {
    const get = await t().client().rpc('add_numbers', { a: 1, b: 2 }, { get: true });
    expect(get).toMatchObject({ status: 200, data: 3 });
    const raw = await rest('rpc/items_in_category?cat=tour&select=id&id=gt.2', t().anonKey);
    expect(raw.body).toEqual([{ id: 3 }]);
    const head = await t()
      .client()
      .rpc('items_in_category', { cat: 'tour' }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ status: 200, data: null, count: 2 });
  });

  it('runs with the caller’s role and request GUCs', async () => {
    const anon = await t().client().rpc('whoami');
    expect(anon.data).toEqual({
      role: 'anon',
      uid: null,
      claims_role: 'anon',
      method: 'POST',
      path: '/rpc/whoami',
    });
    const service = await t().service().rpc('whoami', {}, { get: true });
    expect(service.data).toMatchObject({
      role: 'service_role',
      claims_role: 'service_role',
      method: 'GET',
    });
  });

  it('errors: unknown function 404 PGRST202, RAISE → 400 P0001, EXECUTE not granted → 401', async () => {
    const unknown = await t().client().rpc('nope', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(x) in the schema cache',
    });
    const wrongArgs = await t().client().rpc('add_numbers', { a: 1, c: 2 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const raised = await t()
      .client()
      .rpc('fail_with', { msg: 'Booking rejected: date in the past' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({
      code: 'P0001',
      details: null,
      hint: 'fixture hint',
      message: 'Booking rejected: date in the past',
    });
    const denied = await t().client().rpc('add_note', { note_title: 'anon' });
    expect(denied.status).toBe(401);
    expect(denied.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function add_note',
    });
    const badValue = await t().client().rpc('add_numbers', { a: 'one', b: 2 });
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });
});

describe('JWT handling on /rest/v1', () => {
  it('no Authorization header means anon', async () => {
    const response = await rest('items?select=id&id=eq.1', null);
    expect(response.body).toEqual([{ id: 1 }]);
  });

  it('malformed, badly signed and expired tokens are 401 PGRST301 / PGRST303 with WWW-Authenticate', async () => {
    const malformed = await rest('items?select=id', 'not-a-jwt');
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'Expected 3 parts in JWT; got 1',
    });
    expect(malformed.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"',
    );
    const forged = await rest(
      'items?select=id',
      await sign({ role: 'service_role' }, 'x'.repeat(40)),
    );
    expect(forged).toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'JWT cryptographic operation failed' },
    });
    const expired = await rest(
      'items?select=id',
      await sign({ role: 'authenticated' }, null, Math.floor(Date.now() / 1000) - 120),
    );
    expect(expired).toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    });
    const skewed = await rest(
      'items?select=id&id=eq.1',
      await sign({ role: 'anon' }, null, Math.floor(Date.now() / 1000) - 10),
    );
    expect(skewed.status).toBe(200);
    const viaClient = await t().client('a.b.c').from('items').select('id');
    expect(viaClient.status).toBe(401);
    expect(viaClient.error?.code).toBe('PGRST301');
  });

  it('a role the authenticator cannot switch to is refused; a missing role claim is anon', async () => {
    const superuser = await rest('items?select=id', await sign({ role: 'postgres' }));
    expect(superuser).toMatchObject({ status: 403, body: { code: '42501' } });
    const roleless = await rest('items?select=id&id=eq.1', await sign({ sub: 'x' }));
    expect(roleless.body).toEqual([{ id: 1 }]);
  });

  it('sets request.jwt.claims for auth.uid() / auth.jwt() in policies', async () => {
    const user = t().client();
    const { userId } = await confirmedUser(t().url, user);
    const me = await user.rpc('whoami');
    expect(me.data).toMatchObject({
      role: 'authenticated',
      uid: userId,
      claims_role: 'authenticated',
    });
  });
});
