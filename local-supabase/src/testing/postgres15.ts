/**
 * A throwaway PostgreSQL 15 cluster shaped like a hosted Supabase database, to prove that
 * supabase/migrations and supabase/seed.sql deploy unchanged:
 *
 *  - the cluster's superuser is `supabase_admin`, which (like on hosted) creates the pre-migration
 *    state: local-supabase's bootstrap SQL (roles, auth schema, extensions), applied by openDatabase
 *    with an empty migrations folder;
 *  - the migrations and the seed then run as `postgres`, a NON-superuser with createrole, createdb
 *    and bypassrls, as `supabase db push` / `db reset` do on hosted, each file in one transaction.
 *
 * When no PostgreSQL 15 server can be started (binaries missing, no non-root user to run it as, ...)
 * startPostgres15() resolves to `{ reason }` instead, so the caller can report why.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import {
  type Database,
  defaultMigrationsDir,
  defaultSeedFile,
  openDatabase,
  type Queryable,
  type QueryResult,
} from '../db';

export interface Postgres15 {
  /** `server_version` of the running cluster. */
  version: string;
  /** The application database as `postgres` (non-superuser). */
  url: string;
  /** The same database as the superuser `supabase_admin`. */
  superUrl: string;
  stop(): Promise<void>;
}

const BIN_CANDIDATES = [
  process.env.PG15_BIN,
  '/usr/lib/postgresql/15/bin',
  '/usr/local/pgsql/bin',
  '/usr/local/bin',
].filter((dir): dir is string => typeof dir === 'string' && dir.length > 0);

function findBinDir(): string | null {
  for (const dir of BIN_CANDIDATES) {
    const postgres = path.join(dir, 'postgres');
    if (!fs.existsSync(path.join(dir, 'initdb')) || !fs.existsSync(postgres)) continue;
    const version = spawnSync(postgres, ['--version'], { encoding: 'utf8' });
    if (/\(PostgreSQL\) 15\./.test(version.stdout ?? '')) return dir;
  }
  return null;
}

/** postgres refuses to run as root: run the server tools as the `postgres` OS user then. */
function runnerFor(): { prefix: string[]; uid: number | null } | { reason: string } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return { prefix: [], uid: null };
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const uid = Number(id.stdout.trim());
  if (id.status !== 0 || !Number.isInteger(uid)) {
    return { reason: 'running as root and there is no `postgres` OS user to run the server as' };
  }
  if (spawnSync('runuser', ['--help']).error) {
    return { reason: 'running as root and `runuser` is not available' };
  }
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid };
}

function run(prefix: string[], command: string, args: string[]): void {
  const [program, ...rest] = [...prefix, command, ...args];
  const result = spawnSync(program ?? command, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
  }
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A minimal Database (see src/db/types.ts) over a pg pool, for the tests' asActor helpers. */
export function poolDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 12 });
  pool.on('error', () => undefined);
  const wrap = (target: { query: pg.Pool['query'] }): Queryable => ({
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const result = await target.query(sql, params as unknown[]);
      return {
        rows: result.rows as R[],
        affectedRows: result.rowCount ?? 0,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        try {
          const value = await fn(wrap(client));
          await client.query('commit');
          return value;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** What hosted grants the `postgres` role on the objects supabase_admin created before migrations. */
const HOSTED_POSTGRES_GRANTS = `
  grant anon, authenticated, service_role to postgres;
  grant usage on schema auth to postgres;
  grant all on all tables in schema auth to postgres;
  grant all on all sequences in schema auth to postgres;
  grant usage on schema extensions to postgres;
`;

async function applyAsPostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    const files = fs
      .readdirSync(defaultMigrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(defaultMigrationsDir, f));
    for (const file of [...files, defaultSeedFile]) {
      await client.query('begin');
      try {
        await client.query(fs.readFileSync(file, 'utf8'));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(
          `${path.basename(file)} failed on PostgreSQL 15: ${(error as Error).message}`,
        );
      }
      applied.push(path.basename(file));
    }
  } finally {
    await client.end();
  }
  return applied;
}

/**
 * initdb + pg_ctl start on a free port, then the hosted-like roles: `postgres` (non-superuser) owning
 * the database `app`. Resolves to `{ reason }` when no server can be started.
 */
export async function startPostgres15(): Promise<Postgres15 | { reason: string }> {
  const binDir = findBinDir();
  if (!binDir)
    return { reason: `no PostgreSQL 15 initdb/postgres in ${BIN_CANDIDATES.join(', ')}` };
  const runner = runnerFor();
  if ('reason' in runner) return runner;

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-pg15-'));
  if (runner.uid !== null) fs.chownSync(root, runner.uid, -1);
  const dataDir = path.join(root, 'data');
  const pgCtl = path.join(binDir, 'pg_ctl');
  let started = false;
  const stop = async (): Promise<void> => {
    if (started) run(runner.prefix, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    started = false;
    fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    run(runner.prefix, path.join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'supabase_admin',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const port = await freePort();
    run(runner.prefix, pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c timezone=UTC`,
      'start',
    ]);
    started = true;

    const host = `127.0.0.1:${port}`;
    const admin = new pg.Client({
      connectionString: `postgresql://supabase_admin@${host}/postgres`,
    });
    await admin.connect();
    const version =
      (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
        ?.v ?? '?';
    await admin.query('create role postgres login createrole createdb bypassrls replication');
    await admin.query('create database app owner postgres');
    await admin.end();
    return {
      version,
      url: `postgresql://postgres@${host}/app`,
      superUrl: `postgresql://supabase_admin@${host}/app`,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    return { reason: `could not start PostgreSQL 15: ${(error as Error).message}` };
  }
}

/**
 * The deployment itself (throws on any failure): the pre-migration state as supabase_admin, then
 * every migration and the seed as `postgres`. Returns the files applied, in order.
 */
export async function deploySchema(server: Postgres15): Promise<string[]> {
  const emptyMigrations = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-pg15-none-'));
  try {
    const bootstrap = await openDatabase({
      databaseUrl: server.superUrl,
      migrationsDir: emptyMigrations,
      seedFile: null,
    });
    try {
      await bootstrap.exec(HOSTED_POSTGRES_GRANTS);
    } finally {
      await bootstrap.close();
    }
  } finally {
    fs.rmSync(emptyMigrations, { recursive: true, force: true });
  }
  return applyAsPostgres(server.url);
}
