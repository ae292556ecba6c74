import path from 'node:path';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import {
  startLocalSupabase,
  TEST_SUITE_AUTH_LIMITS,
  type Config,
  type LocalSupabase,
} from '../../src/index';

export const fixturesDir = path.join(import.meta.dirname, '..', 'fixtures', 'migrations');

export interface TestServer {
  server: LocalSupabase;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A fresh supabase-js client with the anon key and an in-memory session. */
  client(key?: string): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  service(): SupabaseClient;
  close(): Promise<void>;
}

/** The real server on an ephemeral port, in-memory PGlite with the fixture migrations. */
export async function startTestServer(config: Partial<Config> = {}): Promise<TestServer> {
  const server = await startLocalSupabase({
    port: 0,
    env: {},
    database: { migrationsDir: fixturesDir, seedFile: null },
    // A low bcrypt cost keeps the suite fast; production hashes use cost 10.
    config: {
      passwordHashCost: 4,
      ...TEST_SUITE_AUTH_LIMITS,
      siteUrl: 'http://localhost:4200',
      ...config,
    },
  });
  // No realtime channel is ever opened, so the clients need no teardown.
  const client = (key = server.anonKey) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  return {
    server,
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    client,
    service: () => client(server.serviceRoleKey),
    close: () => server.close(),
  };
}

/**
 * Starts the test server before the file's tests and closes it after them; returns an accessor for
 * use inside tests and hooks.
 */
export function setupTestServer(config: Partial<Config> = {}): () => TestServer {
  const state: { server?: TestServer } = {};
  beforeAll(async () => {
    state.server = await startTestServer(config);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  return () => {
    if (!state.server) throw new Error('the test server is not running');
    return state.server;
  };
}
