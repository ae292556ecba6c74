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
 * One transaction per request, as the JWT's role with PostgREST's request GUCs (compat §4.3), so
 * Postgres itself enforces grants and RLS. GET/HEAD run READ ONLY.
 */
export async function inRequestTransaction<T>(
  db: Database,
  auth: RequestAuth,
  request: RequestInfo,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip sets the whole request context; `transaction_read_only` is what SET
    // TRANSACTION READ ONLY sets (turning it on is allowed at any point of a transaction).
    await tx.query(
      `select set_config('search_path', '"public", "public", "extensions"', true),
              ${readOnly ? `set_config('transaction_read_only', 'on', true),` : ''}
              set_config('statement_timeout', $6, true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', '{}', true)`,
      [
        auth.role,
        JSON.stringify(auth.claims),
        request.method,
        request.path,
        headersJson(request.headers),
        STATEMENT_TIMEOUTS[auth.role] ?? '8s',
      ],
    );
    return fn(tx);
  });
}
