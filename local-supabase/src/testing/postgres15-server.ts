/**
 * local-supabase on a throwaway PostgreSQL 15 (src/testing/postgres15.ts), deployed the hosted way:
 * the cluster's superuser `supabase_admin` creates the pre-migration state (the server's bootstrap:
 * roles, auth schema, extensions) and grants the non-superuser `postgres` what hosted grants it; then
 * the SERVER, connected as `postgres`, applies supabase/migrations and the seed itself
 * (given DATABASE_URL, as `npm start` would be) and serves the API, switching to anon / authenticated / service_role per request.
 *
 * Resolves to `{ reason }` when no PostgreSQL 15 can be started on this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../db';
import { startPostgres15, type Postgres15 } from './postgres15';
import { startApiServer, type ApiServer } from './api-server';
import { trackedClose } from './open-servers';

/** What hosted gives `postgres` on objects supabase_admin created before the first migration. */
const HOSTED_GRANTS = `
  grant anon, authenticated, service_role, supabase_auth_admin to postgres;
  grant usage on schema auth, extensions to postgres;
  grant all on all tables in schema auth to postgres;
  grant all on all sequences in schema auth to postgres;
  grant usage on schema supabase_migrations to postgres;
  grant select, insert, update, delete on all tables in schema supabase_migrations to postgres;
`;

export interface Postgres15Server {
  cluster: Postgres15;
  api: ApiServer;
  /** Milliseconds the server took to start (migrations and seed included). */
  startMs: number;
  /** Migration and seed lines the server logged while starting. */
  log: string[];
  stop(): Promise<void>;
}

/** The pre-migration state, as supabase_admin: the server's bootstrap with no migrations. */
async function preparePreMigrationState(cluster: Postgres15): Promise<void> {
  const none = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pg15-none-'));
  try {
    const admin = await openDatabase({
      databaseUrl: cluster.superUrl,
      migrationsDir: none,
      seedFile: null,
    });
    try {
      await admin.exec(HOSTED_GRANTS);
    } finally {
      await admin.close();
    }
  } finally {
    fs.rmSync(none, { recursive: true, force: true });
  }
}

/** `env` adds to the server's environment (DATABASE_URL is always the throwaway cluster's). */
export async function startPostgres15Server(
  env: Record<string, string> = {},
): Promise<Postgres15Server | { reason: string }> {
  const cluster = await startPostgres15();
  if ('reason' in cluster) return cluster;
  try {
    await preparePreMigrationState(cluster);
    const log: string[] = [];
    const started = performance.now();
    const api = await startApiServer(
      { log: (line) => log.push(line) },
      { ...env, DATABASE_URL: cluster.url },
    );
    const startMs = performance.now() - started;
    return {
      cluster,
      api,
      startMs,
      log,
      // Tracked like the API servers: a suite whose setup fails later still stops the cluster.
      stop: trackedClose(async () => {
        try {
          await api.close();
        } finally {
          await cluster.stop();
        }
      }),
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
