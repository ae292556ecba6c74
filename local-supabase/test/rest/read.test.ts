import { rawRest } from '../helpers/rest';
import { setupTestServer } from '../helpers/server';

const t = setupTestServer();

/** Raw PostgREST request with the anon key, for what supabase-js cannot express. */
function rest(path: string, init: RequestInit = {}) {
  return rawRest(t(), path, {
    ...init,
    headers: { authorization: `Bearer ${t().anonKey}`, ...init.headers },
  });
}

const ids = (rows: unknown) => (rows as { id: number }[]).map((r) => r.id);

describe('select, filters and order through supabase-js', () => {
  it('selects *, as anon, with RLS hiding inactive rows; JSON formatted by Postgres', async () => {
    const { data, error, status } = await t().client().from('items').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(ids(data)).toEqual([1, 2, 3, 5, 6]);
    expect(data?.[0]).toEqual({
      id: 1,
      name: 'Airport transfer',
      category: 'transfer',
      price: 45.0,
      active: true,
      note: 'from BGI',
      tags: ['car', 'airport'],
      meta: { seats: 4 },
      big: expect.any(Number),
      created_at: '2026-01-01T10:00:00.123456+00:00',
    });
    const raw = await rest('items?select=id,big,created_at&id=eq.1');
    expect(raw.text).toBe(
      '[{"id":1,"big":9007199254740993,"created_at":"2026-01-01T10:00:00.123456+00:00"}]',
    );
  });

  it('selects columns, aliases, casts and JSON paths', async () => {
    const { data } = await t()
      .client()
      .from('items')
      .select('id, label:name, price::text, seats:meta->seats, meta->>hours')
      .in('id', [2, 5])
      .order('id');
    expect(data).toEqual([
      { id: 2, label: 'Island tour', price: '120.50', seats: 8, hours: null },
      { id: 5, label: 'Photography', price: '200.00', seats: null, hours: '2' },
    ]);
  });

  it('applies eq, neq, gt, gte, lt, lte, in, is, like, ilike and their negations', async () => {
    const c = t().client();
    const cases: [PromiseLike<{ data: unknown }>, number[]][] = [
      [c.from('items').select('id').eq('category', 'tour').order('id'), [2, 3]],
      [c.from('items').select('id').neq('category', 'tour').order('id'), [1, 5]],
      [c.from('items').select('id').gt('price', 80).order('id'), [2, 5]],
      [c.from('items').select('id').gte('price', 80).order('id'), [2, 3, 5]],
      [c.from('items').select('id').lt('price', 80).order('id'), [1, 6]],
      [c.from('items').select('id').lte('price', 45).order('id'), [1, 6]],
      [c.from('items').select('id').in('id', [1, 3, 4, 5]).order('id'), [1, 3, 5]],
      [c.from('items').select('id').in('name', ['Night out', 'a,b', 'x"y']).order('id'), [3]],
      [c.from('items').select('id').in('id', []), []],
      [c.from('items').select('id').is('category', null), [6]],
      [c.from('items').select('id').not('category', 'is', null).order('id'), [1, 2, 3, 5]],
      [c.from('items').select('id').is('active', true).order('id'), [1, 2, 3, 5, 6]],
      [c.from('items').select('id').like('name', '%our%').order('id'), [2]],
      [c.from('items').select('id').like('name', '*tour*').order('id'), [2]],
      [c.from('items').select('id').ilike('name', '%TRANS%'), [1]],
      [c.from('items').select('id').not('name', 'ilike', '%OUR%').order('id'), [1, 3, 5, 6]],
      [c.from('items').select('id').not('id', 'in', '(1,2,3)').order('id'), [5, 6]],
      [c.from('items').select('id').eq('note', 'a,b (c) "d" é&x=1'), [3]],
      [c.from('items').select('id').eq('note', "Ann's pick"), [5]],
      [c.from('items').select('id').contains('tags', ['car']), [1]],
      [c.from('items').select('id').eq('meta->>seats', '8'), [2]],
    ];
    for (const [query, expected] of cases) {
      const { data } = await query;
      expect(ids(data)).toEqual(expected);
    }
  });

  it('applies or=(…) with nested and/or, and not.or', async () => {
    const c = t().client();
    const or = await c
      .from('items')
      .select('id')
      .or('name.ilike.%ann%,note.ilike.%ann%')
      .order('id');
    expect(ids(or.data)).toEqual([5]);
    const nested = await c
      .from('items')
      .select('id')
      .or(
        'id.eq.1,and(category.eq.tour,price.gt.100),and(category.is.null,or(price.eq.0,price.eq.1))',
      )
      .order('id');
    expect(ids(nested.data)).toEqual([1, 2, 6]);
    const quoted = await c
      .from('items')
      .select('id')
      .or('note.eq."a,b (c) \\"d\\" é&x=1",id.in.(5,6)')
      .order('id');
    expect(ids(quoted.data)).toEqual([3, 5, 6]);
    const negated = await rest(
      'items?select=id&not.or=(category.eq.tour,category.is.null)&order=id',
    );
    expect(ids(negated.body)).toEqual([1, 5]);
    const combined = await c
      .from('items')
      .select('id')
      .or('price.gt.100,price.lt.50')
      .neq('id', 6)
      .order('id');
    expect(ids(combined.data)).toEqual([1, 2, 5]);
  });

  it('orders with asc/desc and nulls first/last, several keys', async () => {
    const c = t().client();
    const desc = await c
      .from('items')
      .select('id')
      .order('category', { ascending: false })
      .order('id');
    expect(ids(desc.data)).toEqual([6, 1, 2, 3, 5]);
    const nullsLast = await c
      .from('items')
      .select('id')
      .order('category', { ascending: false, nullsFirst: false })
      .order('id', { ascending: false });
    expect(ids(nullsLast.data)).toEqual([1, 3, 2, 5, 6]);
    const asc = await c.from('items').select('id').order('price').order('id');
    expect(ids(asc.data)).toEqual([6, 1, 3, 2, 5]);
  });

  it('limits, ranges and counts: 200/206, Content-Range, HEAD, 416', async () => {
    const c = t().client();
    const limited = await c.from('items').select('id').order('id').limit(2);
    expect(ids(limited.data)).toEqual([1, 2]);
    const range = await c.from('items').select('id', { count: 'exact' }).order('id').range(1, 3);
    expect(range).toMatchObject({ status: 206, count: 5 });
    expect(ids(range.data)).toEqual([2, 3, 5]);
    const all = await c.from('items').select('id', { count: 'exact' });
    expect(all).toMatchObject({ status: 200, count: 5 });
    const head = await c.from('items').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ status: 200, count: 5, data: null });
    const headEmpty = await c
      .from('items')
      .select('*', { count: 'exact', head: true })
      .eq('id', 99);
    expect(headEmpty).toMatchObject({ status: 200, count: 0 });

    const raw = await rest('items?select=id&order=id&offset=1&limit=2', {
      headers: { prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('1-2/5');
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const uncounted = await rest('items?select=id&order=id&limit=2');
    expect(uncounted.headers.get('content-range')).toBe('0-1/*');
    const empty = await rest('items?select=id&id=eq.99');
    expect([empty.status, empty.headers.get('content-range'), empty.text]).toEqual([
      200,
      '*/*',
      '[]',
    ]);
    const headRaw = await rest('items?select=*', {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });
    expect([headRaw.status, headRaw.headers.get('content-range'), headRaw.text]).toEqual([
      200,
      '0-4/5',
      '',
    ]);
    const beyond = await rest('items?select=id&offset=10', { headers: { prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('*/5');
    expect(beyond.body).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('caps reads at max-rows (1000)', async () => {
    const series = await rest('rpc/numbers?upto=1500');
    expect(series.status).toBe(200);
    expect((series.body as number[]).length).toBe(1000);
  });

  it('single() returns one bare object or 406 PGRST116; maybeSingle() maps in the client', async () => {
    const c = t().client();
    const one = await c.from('items').select('id, name').eq('id', 1).single();
    expect(one).toMatchObject({ status: 200, data: { id: 1, name: 'Airport transfer' } });
    const none = await c.from('items').select('*').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await c.from('items').select('*').single();
    expect(many.error?.details).toBe('The result contains 5 rows');
    const raw = await rest('items?select=id&id=eq.2', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(raw.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(raw.text).toBe('{"id":2}');
    expect((await c.from('items').select('*').eq('id', 99).maybeSingle()).data).toBeNull();
    expect((await c.from('items').select('id').eq('id', 3).maybeSingle()).data).toEqual({ id: 3 });
  });
});

describe('read errors in PostgREST shapes', () => {
  it('unknown table 404 PGRST205, unknown column 400 42703', async () => {
    const table = await t().client().from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const column = await t().client().from('items').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column items.nope does not exist',
    });
    expect((await t().client().from('items').select('id').eq('nope', 1)).error?.code).toBe('42703');
    expect((await t().client().from('items').select('id').order('nope')).error?.code).toBe('42703');
  });

  it('bad filter grammar 400 PGRST100; bad literal 22P02; ilike on a number 404 42883', async () => {
    const op = await rest('items?select=id&id=eqx.1');
    expect(op.status).toBe(400);
    expect(op.body).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (eqx.1)" (line 1, column 1)',
    });
    const tree = await t().client().from('items').select('id').or('id.eq.1,name');
    expect(tree.error).toMatchObject({ code: 'PGRST100' });
    expect(tree.error?.message).toMatch(
      /^"failed to parse logic tree \(\(id\.eq\.1,name\)\)" \(line 1, column \d+\)$/,
    );
    expect((await rest('items?select=id&category=is.maybe')).body).toMatchObject({
      code: 'PGRST100',
    });
    expect((await rest('items?select=id&order=id.sideways')).body).toMatchObject({
      code: 'PGRST100',
    });
    expect((await rest('items?select=id&limit=ten')).body).toMatchObject({ code: 'PGRST100' });
    const literal = await t().client().from('items').select('id').eq('id', 'abc');
    expect(literal.status).toBe(400);
    expect(literal.error).toEqual({
      code: '22P02',
      details: null,
      hint: null,
      message: 'invalid input syntax for type integer: "abc"',
    });
    const operator = await t().client().from('items').select('id').ilike('price', '%1%');
    expect(operator.status).toBe(404);
    expect(operator.error?.code).toBe('42883');
  });

  it('only the public schema is exposed: 406 PGRST106', async () => {
    const { status, error } = await t().client().schema('private').from('items').select('*');
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: private',
    });
    const write = await rest('items', {
      method: 'POST',
      headers: { 'content-profile': 'auth', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(406);
  });

  it('reads run READ ONLY: a writing function called with GET fails with 25006 → 405', async () => {
    const response = await rest('rpc/add_note?note_title=xx', {
      headers: { authorization: `Bearer ${t().serviceRoleKey}` },
    });
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ code: '25006' });
  });

  it('an unknown path under /rest/v1 is a PostgREST 404', async () => {
    const response = await rest('a/b/c');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'PGRST125' });
  });
});
