import { type Condition, type Field, type Filter, type OrderTerm, type SelectItem } from './ast';

/**
 * SQL text is built only from catalog-validated identifiers (always quoted) and fixed keywords;
 * every value from the request is a bind parameter, sent untyped so Postgres casts it to the
 * column's type exactly as PostgREST's parameters are.
 */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function tableRef(table: string): string {
  return `"public".${ident(table)}`;
}

export function fieldSql(source: string, field: Field, p: SqlParams): string {
  let sql = `${source}.${ident(field.column)}`;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key)
      ? `${p.add(step.key)}::integer`
      : `${p.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

/** PostgREST's output name: the alias, else the last JSON key, else the column. */
export function outputName(item: Extract<SelectItem, { kind: 'field' }>): string {
  return item.alias ?? item.field.path[item.field.path.length - 1]?.key ?? item.field.column;
}

export function selectListSql(source: string, items: SelectItem[], p: SqlParams): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${source}.*`;
      const cast = item.cast ? `::${item.cast}` : '';
      return `${fieldSql(source, item.field, p)}${cast} AS ${ident(outputName(item))}`;
    })
    .join(', ');
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

/** `{"a","b,c"}`: a Postgres array literal with every element quoted. */
export function arrayLiteral(values: string[]): string {
  const quoted = values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${quoted.join(',')}}`;
}

function filterSql(source: string, filter: Filter, p: SqlParams): string {
  const left = fieldSql(source, filter.field, p);
  switch (filter.op) {
    case 'in':
      return `${left} = ANY(${p.add(arrayLiteral(filter.values))})`;
    case 'is':
      return `${left} IS ${filter.value.toUpperCase()}`;
    case 'like':
    case 'ilike':
      // PostgREST also accepts `*` as the wildcard.
      return `${left} ${COMPARISONS[filter.op]} ${p.add(filter.value.replace(/\*/g, '%'))}`;
    default:
      return `${left} ${COMPARISONS[filter.op]} ${p.add(filter.value)}`;
  }
}

export function conditionSql(source: string, condition: Condition, p: SqlParams): string {
  const sql =
    condition.kind === 'filter'
      ? filterSql(source, condition, p)
      : `(${condition.children.map((c) => conditionSql(source, c, p)).join(condition.op === 'and' ? ' AND ' : ' OR ')})`;
  return condition.negate ? `NOT (${sql})` : sql;
}

export function whereSql(source: string, conditions: Condition[], p: SqlParams): string {
  if (conditions.length === 0) return '';
  return ` WHERE ${conditions.map((c) => conditionSql(source, c, p)).join(' AND ')}`;
}

export function orderSql(source: string, terms: OrderTerm[], p: SqlParams): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    const direction = t.direction ? ` ${t.direction.toUpperCase()}` : '';
    const nulls = t.nulls ? (t.nulls === 'nullsfirst' ? ' NULLS FIRST' : ' NULLS LAST') : '';
    return `${fieldSql(source, t.field, p)}${direction}${nulls}`;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

export type BodyShape = 'array' | 'object' | 'none';

/** The outer statement shared by reads and mutations: counts and the JSON body, built in SQL. */
export function wrapSource(sourceCte: string, totalSql: string, shape: BodyShape): string {
  const body =
    shape === 'array'
      ? `coalesce(json_agg(_postgrest_t), '[]')::text`
      : shape === 'object'
        ? `coalesce((json_agg(_postgrest_t) -> 0)::text, 'null')`
        : `null::text`;
  return `WITH pgrst_source AS (${sourceCte}) SELECT ${totalSql} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body FROM (SELECT * FROM pgrst_source) _postgrest_t`;
}

export interface ReadSpec {
  /** `FROM …` text of the source, e.g. `"public"."items"` or an RPC call. */
  from: string;
  /** Qualifier for column references (`"public"."items"` or `pgrst_call`). */
  source: string;
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit: number;
  offset: number;
  count: boolean;
  shape: BodyShape;
  /** A CTE prefix (`pgrst_args AS (…),`) the source needs. */
  prelude?: string;
}

export function readSql(spec: ReadSpec, p: SqlParams): string {
  const where = whereSql(spec.source, spec.where, p);
  const inner = `SELECT ${selectListSql(spec.source, spec.select, p)} FROM ${spec.from}${where}${orderSql(spec.source, spec.order, p)} LIMIT ${p.add(String(spec.limit))} OFFSET ${p.add(String(spec.offset))}`;
  const total = spec.count
    ? `(SELECT pg_catalog.count(*) FROM ${spec.from}${where})`
    : 'null::bigint';
  const sql = wrapSource(inner, total, spec.shape);
  return spec.prelude ? sql.replace(/^WITH /, `WITH ${spec.prelude} `) : sql;
}
