/**
 * The same server over a real PostgreSQL (DATABASE_URL) instead of PGlite. Uses the throwaway
 * PostgreSQL 15 cluster of src/testing/postgres15.ts; when none can be started on this machine the
 * tests print why and check nothing else.
 */
import pg from 'pg';

import { startLocalSupabase, TEST_SUITE_AUTH_LIMITS, type LocalSupabase } from '../../src/index';
import { startPostgres15, type Postgres15 } from '../../src/testing/postgres15';
import { fixturesDir } from '../helpers/server';
import { confirmedUser } from '../helpers/users';
import { createClient } from '@supabase/supabase-js';

let cluster: Postgres15 | null = null;
let unavailable = '';
let server: LocalSupabase;
const logged: string[] = [];

function start(databaseUrl: string): Promise<LocalSupabase> {
  return startLocalSupabase({
    port: 0,
    env: { DATABASE_URL: databaseUrl },
    database: { migrationsDir: fixturesDir, seedFile: null, log: (line) => logged.push(line) },
    config: { passwordHashCost: 4, ...TEST_SUITE_AUTH_LIMITS },
  });
}

function client(key: string) {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

beforeAll(async () => {
  const started = await startPostgres15();
  if ('reason' in started) {
    unavailable = started.reason;
    return;
  }
  cluster = started;
  server = await start(cluster.superUrl);
});

afterAll(async () => {
  await server?.close();
  await cluster?.stop();
});

function available(): boolean {
  if (!cluster) console.log(`PostgreSQL unavailable, nothing checked: ${unavailable}`);
  return cluster !== null;
}

describe('local-supabase over a real Postgres (DATABASE_URL)', () => {
  it('bootstraps and migrates, then serves REST with RLS and auth', async () => {
    if (!available()) return;
    expect(server.db.kind).toBe('postgres');
    expect(logged[0]).toBe('applied bootstrap (roles, auth schema, extensions)');
    const anon = client(server.anonKey);
    const { data } = await anon.from('items').select('id, created_at').eq('id', 1);
    expect(data).toEqual([{ id: 1, created_at: '2026-01-01T10:00:00.123456+00:00' }]);
    expect((await anon.from('notes').select('*')).status).toBe(401);
    const user = client(server.anonKey);
    const { userId } = await confirmedUser(server.url, user);
    const note = await user.from('notes').insert({ title: 'On Postgres' }).select('owner').single();
    expect(note.data).toEqual({ owner: userId });
    const profile = await user.from('profiles').select('id');
    expect(profile.data).toEqual([{ id: userId }]);
  });

  it('runs concurrent requests on separate connections', async () => {
    if (!available()) return;
    const anon = client(server.anonKey);
    const results = await Promise.all([1, 2, 3, 4].map(() => anon.rpc('backend_pid')));
    const pids = new Set(results.map((r) => r.data as number));
    expect(pids.size).toBeGreaterThan(1);
  });

  it('applies hosted statement timeouts per role (anon 3 s): 57014 → 500', async () => {
    if (!available()) return;
    const { status, error } = await client(server.anonKey).rpc('slow', { seconds: 3.5 });
    expect(status).toBe(500);
    expect(error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  });

  it('says so in the log when the server drops an idle pooled connection', async () => {
    if (!available() || !cluster) return;
    const { rows } = await server.db.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]?.pid;
    const admin = new pg.Client({ connectionString: cluster.superUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    for (let i = 0; i < 50 && !logged.some((l) => l.startsWith('idle Postgres')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged.filter((l) => l.startsWith('idle Postgres connection lost: '))).toHaveLength(1);
    // The pool replaces the connection: the next query works.
    expect((await server.db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('applies migrations once, and creates roles idempotently for a second database', async () => {
    if (!available() || !cluster) return;
    const again = await start(cluster.superUrl);
    await again.close();
    expect(logged.filter((l) => l.startsWith('applied migration 20260101000000'))).toHaveLength(1);

    const admin = new pg.Client({ connectionString: cluster.superUrl });
    await admin.connect();
    await admin.query('create database second');
    await admin.end();
    const other = await start(cluster.superUrl.replace(/\/app$/, '/second'));
    try {
      const { rows } = await other.db.query<{ n: number }>(
        'select count(*)::int as n from public.items',
      );
      expect(rows[0]?.n).toBe(6);
    } finally {
      await other.close();
    }
  });
});
