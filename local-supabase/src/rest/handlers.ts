import { type FastifyRequest } from 'fastify';

import { parseQueryParams } from './query-params';
import { RestError, invalidJson, notSingular, unknownBodyColumn } from './errors';
import {
  deleteSql,
  insertSql,
  updateSql,
  type InsertGroup,
  type MutationOptions,
} from './mutation-sql';
import { acceptShape, contentRange, contentType, rangeStatus } from './prefer';
import { inRequestTransaction } from './request-context';
import {
  checkColumns,
  findTable,
  isPlainObject,
  parseJsonBody,
  prepare,
  queryColumns,
  Rollback,
  type Outcome,
  type RestDeps,
} from './request';
import { readSql, SqlParams, tableRef, type BodyShape } from './sql-builder';
import { type QueryParams } from './ast';
import { type Preferences } from './prefer';
import { type Queryable } from '../db';

interface StatementRow {
  total_result_set: number | string | null;
  page_total: number | string;
  body: string | null;
}

export async function runStatement(tx: Queryable, sql: string, p: SqlParams) {
  const { rows } = await tx.query<StatementRow>(sql, p.values);
  const row = rows[0];
  return {
    total: row?.total_result_set == null ? null : Number(row.total_result_set),
    pageTotal: Number(row?.page_total ?? 0),
    body: row?.body ?? null,
  };
}

export function preferenceHeaders(prefs: Preferences): Record<string, string> {
  return prefs.applied.length > 0 ? { 'Preference-Applied': prefs.applied.join(', ') } : {};
}

/** GET and HEAD `/rest/v1/<table>`. */
export async function handleRead(
  req: FastifyRequest,
  deps: RestDeps,
  name: string,
): Promise<Outcome> {
  const head = req.method === 'HEAD';
  const prep = await prepare(req, deps, `/${name}`);
  const table = await findTable(deps, name);
  const query = parseQueryParams(prep.search);
  await checkColumns(deps, table, queryColumns(query, true));
  const accepted = acceptShape(req.headers.accept);
  const shape: BodyShape = head ? 'none' : accepted;
  const count = prep.prefs.count !== null;
  const limit = Math.min(query.limit ?? deps.config.maxRows, deps.config.maxRows);
  const p = new SqlParams();
  const sql = readSql(
    { from: tableRef(name), source: tableRef(name), ...query, limit, count, shape },
    p,
  );
  const result = await inRequestTransaction(deps.db, prep.auth, prep.info, true, (tx) =>
    runStatement(tx, sql, p),
  );
  return readOutcome(result, query.offset, accepted, head, prep.prefs);
}

export function readOutcome(
  result: { total: number | null; pageTotal: number; body: string | null },
  offset: number,
  accepted: BodyShape,
  head: boolean,
  prefs: Preferences,
): Outcome {
  const { total, pageTotal } = result;
  const status = rangeStatus(offset, pageTotal, total);
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  if (accepted === 'object' && pageTotal !== 1) throw notSingular(pageTotal);
  return {
    status,
    headers: {
      'Content-Type': contentType(accepted),
      'Content-Range': contentRange(offset, pageTotal, total),
      ...preferenceHeaders(prefs),
    },
    body: head ? null : result.body,
  };
}

function mutationOptions(
  name: string,
  query: QueryParams,
  prefs: Preferences,
  shape: BodyShape,
): MutationOptions {
  const representation = prefs.return === 'representation';
  return {
    table: name,
    returning: representation ? query.select : null,
    count: prefs.count !== null,
    shape: representation ? shape : 'none',
  };
}

function insertGroups(
  body: unknown,
  columns: string[] | null,
  missingDefault: boolean,
): InsertGroup[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw invalidJson();
  if (rows.length === 0) return [];
  const keysOf = (row: Record<string, unknown>) =>
    columns ? columns.filter((c) => !missingDefault || Object.hasOwn(row, c)) : Object.keys(row);
  if (!missingDefault) {
    const first = keysOf(rows[0] as Record<string, unknown>);
    const same = (row: Record<string, unknown>) =>
      columns !== null ||
      (Object.keys(row).length === first.length && first.every((k) => Object.hasOwn(row, k)));
    if (!rows.every(same)) throw new RestError(400, 'PGRST102', 'All object keys must match');
    return [{ columns: first, rows }];
  }
  const groups = new Map<string, InsertGroup>();
  for (const row of rows) {
    const cols = keysOf(row);
    const key = JSON.stringify(cols);
    const group = groups.get(key) ?? { columns: cols, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** POST, PATCH and DELETE `/rest/v1/<table>`. */
export async function handleMutation(
  req: FastifyRequest,
  deps: RestDeps,
  name: string,
): Promise<Outcome> {
  const prep = await prepare(req, deps, `/${name}`);
  let table = await findTable(deps, name);
  const query = parseQueryParams(prep.search);
  const representation = prep.prefs.return === 'representation';
  table = await checkColumns(deps, table, queryColumns(query, representation));
  if ((query.limit !== null || query.order.length > 0) && req.method !== 'POST') {
    throw new RestError(400, 'PGRST100', 'limit and order on PATCH/DELETE are not supported here');
  }
  const accepted = acceptShape(req.headers.accept);
  const options = mutationOptions(name, query, prep.prefs, accepted);
  const p = new SqlParams();
  let sql: string | null;
  if (req.method === 'POST') {
    const groups = insertGroups(parseJsonBody(req.body), query.columns, prep.prefs.missingDefault);
    const cols = [...new Set(groups.flatMap((g) => g.columns))];
    table = await checkColumns(deps, table, cols, unknownBodyColumn);
    const conflict = query.onConflict ?? table.primaryKey;
    if (query.onConflict) await checkColumns(deps, table, query.onConflict);
    const upsert = prep.prefs.resolution
      ? {
          conflictColumns: conflict,
          ignoreDuplicates: prep.prefs.resolution === 'ignore-duplicates',
        }
      : null;
    sql = groups.length > 0 ? insertSql(groups, upsert, options, p) : null;
  } else if (req.method === 'PATCH') {
    const body = parseJsonBody(req.body);
    if (!isPlainObject(body)) throw invalidJson();
    await checkColumns(deps, table, Object.keys(body), unknownBodyColumn);
    sql = Object.keys(body).length > 0 ? updateSql(body, query.where, options, p) : null;
  } else {
    sql = deleteSql(query.where, options, p);
  }
  try {
    return await inRequestTransaction(deps.db, prep.auth, prep.info, false, async (tx) => {
      const result = sql
        ? await runStatement(tx, sql, p)
        : { total: null, pageTotal: 0, body: '[]' };
      if (accepted === 'object' && result.pageTotal !== 1) {
        throw new Rollback(notSingular(result.pageTotal));
      }
      const outcome = mutationOutcome(req.method, result, options, prep.prefs, accepted);
      if (prep.prefs.rollback) throw new Rollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (error.outcome instanceof RestError) throw error.outcome;
    return error.outcome;
  }
}

function mutationOutcome(
  method: string,
  result: { pageTotal: number; body: string | null },
  options: MutationOptions,
  prefs: Preferences,
  accepted: BodyShape,
): Outcome {
  const total = options.count ? result.pageTotal : null;
  const representation = options.returning !== null;
  const headers: Record<string, string> = {
    'Content-Range':
      method === 'POST' ? `*/${total ?? '*'}` : contentRange(0, result.pageTotal, total),
    ...preferenceHeaders(prefs),
  };
  if (!representation) {
    return { status: method === 'POST' ? 201 : 204, headers, body: null };
  }
  headers['Content-Type'] = contentType(accepted);
  const body = result.body ?? (accepted === 'object' ? 'null' : '[]');
  return { status: method === 'POST' ? 201 : 200, headers, body };
}
