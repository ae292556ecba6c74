import { type SupabaseClient } from '@supabase/supabase-js';

import { rawRest } from '../helpers/rest';
import { setupTestServer } from '../helpers/server';
import { confirmedUser } from '../helpers/users';

const t = setupTestServer();
let alice: SupabaseClient;
let bob: SupabaseClient;
let aliceId: string;

beforeAll(async () => {
  alice = t().client();
  bob = t().client();
  aliceId = (await confirmedUser(t().url, alice, undefined, undefined, { first_name: 'Alice' }))
    .userId;
  await confirmedUser(t().url, bob);
});

function rest(path: string, { token, ...init }: RequestInit & { token?: string } = {}) {
  return rawRest(t(), path, {
    ...init,
    headers: {
      authorization: `Bearer ${token ?? t().anonKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

async function tokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? '';
}

describe('insert', () => {
  it('insert without select: 201, empty body, data null (return=minimal by default)', async () => {
    const result = await alice.from('notes').insert({ title: 'First note' });
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    const raw = await rest('notes', {
      method: 'POST',
      token: await tokenOf(alice),
      body: '{"title":"Raw"}',
    });
    expect([raw.status, raw.text, raw.headers.get('content-range')]).toEqual([201, '', '*/*']);
  });

  it('insert(...).select(): 201 with the rows; defaults and owner from auth.uid()', async () => {
    const { data, status } = await alice
      .from('notes')
      .insert({ title: 'Second', rating: 4 })
      .select();
    expect(status).toBe(201);
    expect(data).toEqual([
      {
        id: expect.any(Number),
        owner: aliceId,
        title: 'Second',
        body: 'empty',
        rating: 4,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/),
      },
    ]);
    const single = await alice
      .from('notes')
      .insert({ title: 'Third' })
      .select('id, title')
      .single();
    expect(single.data).toEqual({ id: expect.any(Number), title: 'Third' });
  });

  it('inserts arrays with columns=…: missing keys become NULL, or DEFAULT with missing=default', async () => {
    const rows = [{ title: 'Array A', body: 'given' }, { title: 'Array B' }];
    const { data } = await alice.from('notes').insert(rows).select('title, body');
    expect(data).toEqual([
      { title: 'Array A', body: 'given' },
      { title: 'Array B', body: null },
    ]);
    const withDefaults = await alice
      .from('notes')
      .insert(rows, { defaultToNull: false })
      .select('title, body');
    expect(withDefaults.data).toEqual(
      expect.arrayContaining([
        { title: 'Array A', body: 'given' },
        { title: 'Array B', body: 'empty' },
      ]),
    );
    const mismatch = await rest('notes', {
      method: 'POST',
      token: await tokenOf(alice),
      body: JSON.stringify(rows),
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', message: 'All object keys must match' },
    });
  });

  it('single-object Accept with ≠ 1 inserted rows: 406 PGRST116 and rollback', async () => {
    const before = await alice.from('notes').select('id', { count: 'exact', head: true });
    const result = await alice
      .from('notes')
      .insert([{ title: 'Rolled back 1' }, { title: 'Rolled back 2' }])
      .select()
      .single();
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST116');
    const after = await alice.from('notes').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('Prefer tx=rollback answers normally but keeps nothing', async () => {
    const response = await rest('notes?select=title', {
      method: 'POST',
      token: await tokenOf(alice),
      headers: { prefer: 'return=representation, tx=rollback' },
      body: '{"title":"Ghost"}',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual([{ title: 'Ghost' }]);
    expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect((await alice.from('notes').select('id').eq('title', 'Ghost')).data).toEqual([]);
  });

  it('upserts with on_conflict and merge-duplicates / ignore-duplicates', async () => {
    const service = t().service();
    const first = await service
      .from('items')
      .upsert({ id: 50, name: 'Upserted' })
      .select('id, name');
    expect(first).toMatchObject({ status: 201, data: [{ id: 50, name: 'Upserted' }] });
    const merged = await service
      .from('items')
      .upsert({ id: 50, name: 'Merged' }, { onConflict: 'id' })
      .select('name');
    expect(merged.data).toEqual([{ name: 'Merged' }]);
    const ignored = await service
      .from('items')
      .upsert({ id: 50, name: 'Ignored' }, { ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([]);
  });

  it('maps constraint errors: 23505 → 409, 23514 → 400, 23502 → 400, unknown column PGRST204', async () => {
    const service = t().service();
    const duplicate = await service.from('items').insert({ id: 60, name: 'Airport transfer' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toEqual({
      code: '23505',
      details: 'Key (name)=(Airport transfer) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "items_name_key"',
    });
    const check = await alice.from('notes').insert({ title: 'x' });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('notes_title_check'),
    });
    const missing = await service.from('items').insert({ id: 61 });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
    const column = await service.from('items').insert({ id: 62, name: 'x', colour: 'red' });
    expect(column.status).toBe(400);
    expect(column.error).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'colour' column of 'items' in the schema cache",
    });
    const json = await rest('items', {
      method: 'POST',
      token: t().serviceRoleKey,
      body: '{"id": 1,',
    });
    expect(json).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json' },
    });
  });
});

describe('RLS enforced by Postgres roles', () => {
  it('anon without grants: 401 42501; authenticated: 403 42501', async () => {
    const anon = await t().client().from('notes').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table notes',
    });
    const authed = await alice.from('items').insert({ id: 70, name: 'Not allowed' });
    expect(authed.status).toBe(403);
    expect(authed.error?.message).toBe('permission denied for table items');
  });

  it('WITH CHECK failure on insert: 42501 new row violates row-level security policy', async () => {
    const bobId = (await bob.auth.getUser()).data.user?.id;
    const forged = await alice.from('notes').insert({ title: 'For Bob', owner: bobId });
    expect(forged.status).toBe(403);
    expect(forged.error?.message).toBe(
      'new row violates row-level security policy for table "notes"',
    );
    const anonInsert = await t()
      .client()
      .from('messages')
      .insert({ email: 'x@example.com', body: 'hi' });
    expect(anonInsert.status).toBe(201);
    const anonSelect = await t()
      .client()
      .from('messages')
      .insert({ email: 'y@example.com', body: 'hi' })
      .select();
    expect(anonSelect.status).toBe(401);
    expect(anonSelect.error?.code).toBe('42501');
  });

  it('rows hidden by RLS are silently skipped by select, update and delete', async () => {
    const { data: bobs } = await bob
      .from('notes')
      .insert({ title: 'Bob private' })
      .select('id')
      .single();
    const id = (bobs as { id: number }).id;
    expect((await alice.from('notes').select('*').eq('id', id)).data).toEqual([]);
    const update = await alice.from('notes').update({ title: 'Hijacked' }).eq('id', id);
    expect(update).toMatchObject({ status: 204, data: null, error: null });
    const updateSelect = await alice
      .from('notes')
      .update({ title: 'Hijacked' })
      .eq('id', id)
      .select();
    expect(updateSelect).toMatchObject({ status: 200, data: [] });
    const del = await alice.from('notes').delete().eq('id', id);
    expect(del.status).toBe(204);
    expect((await bob.from('notes').select('title').eq('id', id).single()).data).toEqual({
      title: 'Bob private',
    });
  });

  it('service_role bypasses RLS', async () => {
    const { data } = await t().service().from('notes').select('owner');
    const owners = new Set((data as { owner: string }[]).map((r) => r.owner));
    expect(owners.size).toBe(2);
    const hidden = await t().service().from('items').select('id').eq('id', 4);
    expect(hidden.data).toEqual([{ id: 4 }]);
  });

  it('a trigger on auth.users (security definer) created the profile; users see only their own', async () => {
    const { data } = await alice.from('profiles').select('id, first_name');
    expect(data).toEqual([{ id: aliceId, first_name: 'Alice' }]);
  });
});

describe('update and delete', () => {
  it('update: 204 without select, 200 with representation, Content-Range', async () => {
    const { data: note } = await alice
      .from('notes')
      .insert({ title: 'To edit' })
      .select('id')
      .single();
    const id = (note as { id: number }).id;
    const plain = await rest(`notes?id=eq.${id}`, {
      method: 'PATCH',
      token: await tokenOf(alice),
      body: '{"rating":5}',
    });
    expect([plain.status, plain.text, plain.headers.get('content-range')]).toEqual([
      204,
      '',
      '0-0/*',
    ]);
    const represented = await alice
      .from('notes')
      .update({ title: 'Edited' })
      .eq('id', id)
      .select('id, title, rating');
    expect(represented).toMatchObject({ status: 200, data: [{ id, title: 'Edited', rating: 5 }] });
    const single = await alice
      .from('notes')
      .update({ rating: 1 })
      .eq('id', id)
      .select('rating')
      .single();
    expect(single.data).toEqual({ rating: 1 });
    const invalid = await alice.from('notes').update({ rating: 9 }).eq('id', id);
    expect(invalid.error?.code).toBe('23514');
    const unknown = await alice.from('notes').update({ nope: 1 }).eq('id', id);
    expect(unknown.error?.code).toBe('PGRST204');
    const counted = await alice
      .from('notes')
      .update({ rating: 2 }, { count: 'exact' })
      .eq('id', id);
    expect(counted).toMatchObject({ status: 204, count: 1 });
  });

  it('a WITH CHECK violation on update is 42501', async () => {
    const { data: note } = await alice
      .from('notes')
      .insert({ title: 'Mine' })
      .select('id')
      .single();
    const bobId = (await bob.auth.getUser()).data.user?.id;
    const moved = await alice
      .from('notes')
      .update({ owner: bobId })
      .eq('id', (note as { id: number }).id);
    expect(moved.status).toBe(403);
    expect(moved.error?.code).toBe('42501');
  });

  it('delete: 204, with select 200 and the deleted rows, and a WHERE clause is required', async () => {
    await alice.from('notes').insert([{ title: 'Del 1' }, { title: 'Del 2' }]);
    const gone = await alice.from('notes').delete().in('title', ['Del 1']);
    expect(gone).toMatchObject({ status: 204, data: null });
    const returned = await alice.from('notes').delete().eq('title', 'Del 2').select('title');
    expect(returned).toMatchObject({ status: 200, data: [{ title: 'Del 2' }] });
    const counted = await alice.from('notes').delete({ count: 'exact' }).eq('title', 'nothing');
    expect(counted).toMatchObject({ status: 204, count: 0 });
    const everything = await rest('notes', { method: 'DELETE', token: await tokenOf(alice) });
    expect(everything).toMatchObject({
      status: 400,
      body: { code: '21000', message: 'DELETE requires a WHERE clause' },
    });
  });

  it('update and delete with single-object Accept and ≠ 1 rows: 406 and rollback', async () => {
    await alice.from('notes').insert([{ title: 'Twin' }, { title: 'Twin' }]);
    const result = await alice
      .from('notes')
      .update({ rating: 3 })
      .eq('title', 'Twin')
      .select()
      .single();
    expect(result.status).toBe(406);
    const { data } = await alice.from('notes').select('rating').eq('title', 'Twin');
    expect(data).toEqual([{ rating: null }, { rating: null }]);
    const del = await alice.from('notes').delete().eq('title', 'Twin').select().single();
    expect(del.status).toBe(406);
    expect((await alice.from('notes').select('id').eq('title', 'Twin')).data).toHaveLength(2);
  });
});
