import { type QueryParams } from './ast';
import { type FunctionInfo } from './schema-cache';
import { ident, readSql, type BodyShape, type SqlParams } from './sql-builder';

export interface RpcCall {
  fn: FunctionInfo;
  /** Named arguments (JSON values); ignored when the function takes the whole body. */
  args: Record<string, unknown>;
  /** The raw JSON body, for a function with one unnamed json/jsonb parameter. */
  rawBody: string | null;
}

/**
 * `select … from public.fn(a := …)`: arguments go through json_to_record with the declared types,
 * as PostgREST does, so JSON arrays and objects become Postgres arrays and records.
 */
function callSql(call: RpcCall, p: SqlParams): { prelude: string; from: string; call: string } {
  const fnRef = `"public".${ident(call.fn.name)}`;
  if (call.fn.takesBody) {
    const type = call.fn.args[0]?.type === 'jsonb' ? 'jsonb' : 'json';
    const expr = `${fnRef}(${p.add(call.rawBody ?? '{}')}::text::${type})`;
    return { prelude: '', from: '', call: expr };
  }
  const used = call.fn.args.filter((a) => Object.hasOwn(call.args, a.name));
  if (used.length === 0) return { prelude: '', from: '', call: `${fnRef}()` };
  const defs = used.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const values = Object.fromEntries(used.map((a) => [a.name, call.args[a.name]]));
  const prelude = `pgrst_args AS (SELECT * FROM json_to_record(${p.add(JSON.stringify(values))}::text::json) AS _(${defs})),`;
  const named = used.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ');
  return { prelude, from: 'pgrst_args, ', call: `${fnRef}(${named})` };
}

export type RpcSqlResult = { sql: string; kind: 'void' | 'scalar' | 'rows' };

export function rpcSql(
  call: RpcCall,
  query: QueryParams,
  options: { limit: number; count: boolean; shape: BodyShape },
  p: SqlParams,
): RpcSqlResult {
  const { prelude, from, call: expr } = callSql(call, p);
  const withPrelude = (sql: string) => (prelude ? `WITH ${prelude.replace(/,$/, '')} ${sql}` : sql);
  const fromClause = from ? ` FROM ${from.replace(/, $/, '')}` : '';
  if (call.fn.returnKind === 'void') {
    return { sql: withPrelude(`SELECT ${expr}${fromClause}`), kind: 'void' };
  }
  if (call.fn.returnKind === 'scalar' && !call.fn.returnsSet) {
    const body = `coalesce(to_json(${expr})::text, 'null')`;
    return {
      sql: withPrelude(
        `SELECT null::bigint AS total_result_set, 1 AS page_total, ${body} AS body${fromClause}`,
      ),
      kind: 'scalar',
    };
  }
  if (call.fn.returnKind === 'scalar') {
    const source = `SELECT pgrst_call FROM ${from}${expr} pgrst_call LIMIT ${p.add(String(options.limit))} OFFSET ${p.add(String(query.offset))}`;
    const body =
      options.shape === 'none' ? 'null::text' : `coalesce(json_agg(_t.pgrst_call), '[]')::text`;
    return {
      sql: withPrelude(
        `SELECT null::bigint AS total_result_set, pg_catalog.count(_t) AS page_total, ${body} AS body FROM (${source}) _t`,
      ),
      kind: 'rows',
    };
  }
  // The call runs once in a CTE that both the page and the count read.
  const rows = `pgrst_rows AS (SELECT pgrst_call.* FROM ${from}${expr} pgrst_call),`;
  const sql = readSql(
    {
      from: 'pgrst_rows pgrst_call',
      source: 'pgrst_call',
      select: query.select,
      where: query.where,
      order: query.order,
      limit: options.limit,
      offset: query.offset,
      count: options.count,
      shape: call.fn.returnsSet ? options.shape : options.shape === 'none' ? 'none' : 'object',
      prelude: `${prelude} ${rows}`.trim(),
    },
    p,
  );
  return { sql, kind: 'rows' };
}
