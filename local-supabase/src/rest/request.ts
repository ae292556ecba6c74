import { type FastifyRequest } from 'fastify';

import { type Config } from '../config';
import { type Database } from '../db';
import { conditionFields, type Field, type QueryParams, type SelectItem } from './ast';
import { invalidJson, invalidSchema, type RestError, unknownColumn, unknownTable } from './errors';
import { parsePrefer, type Preferences } from './prefer';
import { resolveAuth, type RequestAuth, type RequestInfo } from './request-context';
import { type SchemaCache, type TableInfo } from './schema-cache';

export interface RestDeps {
  db: Database;
  cache: SchemaCache;
  config: Config;
}

/** What a REST handler returns; the route sends it. */
export interface Outcome {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** Thrown inside the transaction to roll it back while still answering with `outcome`. */
export class Rollback extends Error {
  constructor(readonly outcome: Outcome | RestError) {
    super('rollback');
  }
}

export interface Prepared {
  auth: RequestAuth;
  prefs: Preferences;
  info: RequestInfo;
  search: URLSearchParams;
}

/** Only `public` is exposed: Accept-Profile (reads) / Content-Profile (writes) must name it. */
function checkProfile(req: FastifyRequest): void {
  const header =
    req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const value = req.headers[header];
  const schema = Array.isArray(value) ? value[0] : value;
  if (schema !== undefined && schema.trim() !== '' && schema.trim() !== 'public') {
    throw invalidSchema(schema.trim());
  }
}

/**
 * The headers as hosted Supabase's edge hands them to PostgREST (`request.headers`): the client's
 * address in X-Forwarded-For and X-Real-IP. Nothing sits in front of this server, so the address is
 * the socket's, and whatever the client sent in those headers is replaced, never trusted.
 */
function proxiedHeaders(req: FastifyRequest): RequestInfo['headers'] {
  const address = req.socket.remoteAddress ?? req.ip;
  return { ...req.headers, 'x-forwarded-for': address, 'x-real-ip': address };
}

export async function prepare(
  req: FastifyRequest,
  deps: RestDeps,
  path: string,
): Promise<Prepared> {
  checkProfile(req);
  const auth = await resolveAuth(req.headers.authorization, deps.config.jwtSecret, deps.cache);
  const url = new URL(req.url, 'http://localhost');
  const prefer = req.headers.prefer;
  return {
    auth,
    prefs: parsePrefer(Array.isArray(prefer) ? prefer.join(',') : prefer),
    info: { method: req.method, path, headers: proxiedHeaders(req) },
    search: url.searchParams,
  };
}

export async function findTable(deps: RestDeps, name: string): Promise<TableInfo> {
  const table = (await deps.cache.table(name)) ?? (await deps.cache.table(name, true));
  if (!table) throw unknownTable(name);
  return table;
}

export function selectFields(items: SelectItem[]): Field[] {
  return items.flatMap((item) => (item.kind === 'field' ? [item.field] : []));
}

/** Every column the query names must exist (re-reading the catalog once before failing). */
export async function checkColumns(
  deps: RestDeps,
  table: TableInfo,
  names: string[],
  error: (table: string, column: string) => RestError = unknownColumn,
): Promise<TableInfo> {
  let current = table;
  for (const name of names) {
    if (current.columns.has(name)) continue;
    current = (await deps.cache.table(table.name, true)) ?? current;
    if (!current.columns.has(name)) throw error(table.name, name);
  }
  return current;
}

export function queryColumns(query: QueryParams, withSelect: boolean): string[] {
  const fields = [
    ...conditionFields(query.where),
    ...query.order.map((o) => o.field),
    ...(withSelect ? selectFields(query.select) : []),
  ];
  return fields.map((f) => f.column);
}

export function parseJsonBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalidJson();
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw invalidJson((error as Error).message);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
