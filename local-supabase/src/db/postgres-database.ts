import pg from 'pg';

import { toTextParams } from './params';
import { type Database, type Queryable, type QueryResult } from './types';

const INT8_OID = 20;

/** Every connection: hosted's search path for `postgres` and UTC timestamps (compat §4.1, §4.3). */
const SESSION_OPTIONS = '-c search_path=public,extensions -c TimeZone=UTC';

/**
 * How long opening a connection (or waiting for a free one in the pool) may take before the
 * request fails. Without it an unreachable server, or a pool kept busy by slow statements, hangs
 * start-up and requests forever. Above the longest statement timeout (8 s), so a request queued
 * behind slow statements still gets its turn.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** int8 as a JS number while it is safe, else its text, the same as the PGlite adapter. */
pg.types.setTypeParser(INT8_OID, (text: string) => {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
});

interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function toResult<R>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<R> {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return {
    rows: (last?.rows ?? []) as R[],
    affectedRows: last?.rowCount ?? 0,
    fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

function queryable(target: PgQueryable): Queryable {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      return toResult<R>(await target.query(sql, toTextParams(params)));
    },
    async exec(sql: string) {
      // The simple-query protocol (no parameters) accepts several statements in one string.
      await target.query(sql);
    },
  };
}

/** Runs fn inside BEGIN/COMMIT; `state.broken` is set when even ROLLBACK failed (dead connection). */
async function inTransaction<T>(
  client: PgQueryable,
  fn: (tx: Queryable) => Promise<T>,
  state: { broken?: Error } = {},
  prelude?: string,
): Promise<T> {
  if (prelude) {
    // One round trip: a simple-protocol message may hold several statements. A failing prelude
    // leaves the transaction open and aborted, so it is rolled back like a failing fn.
    try {
      await client.query(`begin; ${prelude}`);
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        state.broken = rollbackError;
      });
      throw error;
    }
    return afterBegin(client, fn, state);
  }
  await client.query('begin');
  return afterBegin(client, fn, state);
}

async function afterBegin<T>(
  client: PgQueryable,
  fn: (tx: Queryable) => Promise<T>,
  state: { broken?: Error },
): Promise<T> {
  let value: T;
  try {
    value = await fn(queryable(client));
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      state.broken = rollbackError;
    });
    throw error;
  }
  await client.query('commit');
  return value;
}

/**
 * A real Postgres through a pool, so concurrent requests run concurrently. `log` hears about idle
 * connections the server dropped (restart, pg_terminate_backend); the pool replaces them.
 */
export async function openPostgres(
  databaseUrl: string,
  log: (line: string) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: SESSION_OPTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process, but is worth a line.
  pool.on('error', (error) => log(`idle Postgres connection lost: ${error.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn, prelude) {
      const client = await pool.connect();
      const state: { broken?: Error } = {};
      try {
        return await inTransaction(client, fn, state, prelude);
      } finally {
        client.release(state.broken);
      }
    },
    close: () => pool.end(),
  };
}

/** One dedicated connection (for migrations under an advisory lock). */
export async function withPostgresSession<T>(
  databaseUrl: string,
  fn: (session: Database) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: SESSION_OPTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  const session: Database = {
    kind: 'postgres',
    ...queryable(client),
    transaction: (fn2, prelude) => inTransaction(client, fn2, {}, prelude),
    close: async () => undefined,
  };
  try {
    return await fn(session);
  } finally {
    await client.end();
  }
}
