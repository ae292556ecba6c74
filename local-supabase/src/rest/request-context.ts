import { type Database, type Queryable } from '../db';
import { verifyJwt } from '../jwt';
import { jwtError, RestError } from './errors';
import { type SchemaCache } from './schema-cache';

export const ANON_ROLE = 'anon';

/** Hosted Supabase's role settings (compat §4.1), which PostgREST applies per request. */
const STATEMENT_TIMEOUTS: Record<string, string> = {
  anon: '3s',
  authenticated: '8s',
};

export interface RequestAuth {
  role: string;
  claims: Record<string, unknown>;
}

/** compat §4.3 step 1: no bearer → anon; else a verified HS256 JWT whose `role` claim is the role. */
export async function resolveAuth(
  authorization: string | undefined,
  jwtSecret: string,
  cache: SchemaCache,
): Promise<RequestAuth> {
  const match = /^Bearer\s+(.*)$/i.exec(authorization?.trim() ?? '');
  const token = match?.[1]?.trim() ?? '';
  if (token === '') return { role: ANON_ROLE, claims: { role: ANON_ROLE } };
  const result = await verifyJwt(token, jwtSecret);
  if (!result.ok) {
    const { kind, message } = result.failure;
    const claimsProblem =
      kind === 'expired' || kind === 'not-yet-valid' || kind === 'issued-in-future';
    throw jwtError(claimsProblem ? 'PGRST303' : 'PGRST301', message);
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : ANON_ROLE;
  if (!(await cache.switchableRoles()).has(role)) {
    throw new RestError(
      role === ANON_ROLE ? 401 : 403,
      '42501',
      `permission denied to set role "${role}"`,
    );
  }
  return { role, claims: result.claims as Record<string, unknown> };
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

function headersJson(headers: RequestInfo['headers']): string {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return JSON.stringify(flat);
}

/**
 * A value as an SQL escape-string literal, E'…' with quotes and backslashes doubled (the same
 * whatever standard_conforming_strings says); null when it holds a NUL, which no literal can carry.
 */
export function sqlLiteral(value: string): string | null {
  if (value.includes('\0')) return null;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The request settings, as PostgREST sets them (compat §4.3), as (name, value) pairs. */
function requestSettings(auth: RequestAuth, request: RequestInfo, readOnly: boolean) {
  return [
    ['search_path', '"public", "public", "extensions"'],
    // What SET TRANSACTION READ ONLY sets (turning it on is allowed at any point of a transaction).
    ...(readOnly ? [['transaction_read_only', 'on']] : []),
    ['statement_timeout', STATEMENT_TIMEOUTS[auth.role] ?? '8s'],
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify(auth.claims)],
    ['request.method', request.method],
    ['request.path', request.path],
    ['request.headers', headersJson(request.headers)],
    ['request.cookies', '{}'],
  ] as const;
}

/**
 * One transaction per request, as the JWT's role with PostgREST's request GUCs (compat §4.3), so
 * Postgres itself enforces grants and RLS. GET/HEAD run READ ONLY. The settings are one
 * `select set_config(…)` sent with the BEGIN (one round trip on PostgreSQL, one simple-protocol call
 * on PGlite), as literals; a value no literal can carry falls back to bind parameters.
 */
export async function inRequestTransaction<T>(
  db: Database,
  auth: RequestAuth,
  request: RequestInfo,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const settings = requestSettings(auth, request, readOnly);
  const literals = settings.map(([name, value]) => [sqlLiteral(name), sqlLiteral(value)] as const);
  if (literals.every(([name, value]) => name !== null && value !== null)) {
    const calls = literals.map(([name, value]) => `set_config(${name}, ${value}, true)`);
    return db.transaction(fn, `select ${calls.join(', ')}`);
  }
  return db.transaction(async (tx) => {
    const values = settings.flatMap(([name, value]) => [name, value]);
    const calls = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
    await tx.query(`select ${calls.join(', ')}`, values);
    return fn(tx);
  });
}
