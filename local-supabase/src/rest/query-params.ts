import { type Condition, type OrderTerm, type QueryParams, type SelectItem } from './ast';
import { Cursor, parseField, parseFilter, parseLogicTree, parseName } from './filter-parser';

/** Casts accepted in `select=col::type`: a fixed list, so the type name is never user text. */
const CASTS = new Set([
  'text',
  'varchar',
  'int',
  'integer',
  'int2',
  'int4',
  'int8',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'float4',
  'float8',
  'boolean',
  'bool',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
]);

const KEYWORDS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);

function parseSelectItem(cur: Cursor): SelectItem {
  if (cur.eat('*')) return { kind: 'star' };
  const start = cur.pos;
  let alias: string | null = null;
  const first = parseName(cur);
  if (cur.peek() === ':' && !cur.startsWith('::')) {
    cur.pos += 1;
    alias = first;
  } else {
    cur.pos = start;
  }
  const field = parseField(cur);
  if (cur.peek() === '(' || cur.startsWith('!')) {
    cur.fail('resource embedding is not supported by local-supabase');
  }
  let cast: string | null = null;
  if (cur.eat('::')) {
    const castStart = cur.pos;
    while (!cur.atEnd && /[a-z0-9]/.test(cur.peek())) cur.pos += 1;
    cast = cur.text.slice(castStart, cur.pos);
    if (!CASTS.has(cast)) {
      cur.pos = castStart;
      cur.fail(`unsupported cast ${JSON.stringify(cast)}`);
    }
  }
  return { kind: 'field', field, alias, cast };
}

export function parseSelect(value: string): SelectItem[] {
  const cur = new Cursor(value, 'select parameter');
  const items: SelectItem[] = [];
  if (value.trim() === '') return [{ kind: 'star' }];
  for (;;) {
    cur.skipSpaces();
    items.push(parseSelectItem(cur));
    cur.skipSpaces();
    if (cur.atEnd) return items;
    cur.expect(',');
  }
}

export function parseOrder(value: string): OrderTerm[] {
  const cur = new Cursor(value, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    cur.skipSpaces();
    const term: OrderTerm = { field: parseField(cur), direction: null, nulls: null };
    while (cur.eat('.')) {
      if (!term.direction && cur.eat('asc')) term.direction = 'asc';
      else if (!term.direction && cur.eat('desc')) term.direction = 'desc';
      else if (!term.nulls && cur.eat('nullsfirst')) term.nulls = 'nullsfirst';
      else if (!term.nulls && cur.eat('nullslast')) term.nulls = 'nullslast';
      else
        cur.fail(
          `unexpected ${cur.describe()} expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    terms.push(term);
    if (cur.atEnd) return terms;
    cur.expect(',');
  }
}

/** `columns="email","role"` or `columns=email,role`. */
export function parseColumnList(value: string, what: string): string[] {
  const cur = new Cursor(value, what);
  const names: string[] = [];
  for (;;) {
    cur.skipSpaces();
    names.push(parseName(cur));
    cur.skipSpaces();
    if (cur.atEnd) return names;
    cur.expect(',');
  }
}

function parseCount(name: string, value: string): number {
  if (!/^\d+$/.test(value)) {
    return new Cursor(value, `${name} parameter`).fail(
      'unexpected input expecting a non-negative integer',
    );
  }
  return Number(value);
}

/**
 * Splits a query string into PostgREST's parts. `argNames` (RPC) are keys taken as function
 * arguments rather than filters.
 */
export function parseQueryParams(
  search: URLSearchParams,
  argNames: ReadonlySet<string> = new Set(),
): QueryParams {
  const params: QueryParams = {
    select: [{ kind: 'star' }],
    where: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
    extra: [],
  };
  for (const [key, value] of search) {
    if (argNames.has(key)) params.extra.push([key, value]);
    else if (key === 'select') params.select = parseSelect(value);
    else if (key === 'order') params.order = parseOrder(value);
    else if (key === 'limit') params.limit = parseCount('limit', value);
    else if (key === 'offset') params.offset = parseCount('offset', value);
    else if (key === 'columns') params.columns = parseColumnList(value, 'columns parameter');
    else if (key === 'on_conflict')
      params.onConflict = parseColumnList(value, 'on_conflict parameter');
    else if (LOGIC_KEYS.has(key)) params.where.push(parseLogicTree(key, value));
    else if (!KEYWORDS.has(key)) params.where.push(parseFilter(key, value) as Condition);
  }
  return params;
}
