/**
 * The real local-supabase server with the real supabase/migrations and seed, for the API suites:
 * typed supabase-js clients (the generated `Database`) as anon, as a signed-in user, as the
 * service role, or with any bearer token; plus direct SQL on the server's own database for checks
 * that must not go through the API (what was stored, whether anything changed).
 */
import { type Database } from '@bbt/shared';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { type OpenDatabaseOptions } from '../db';
import { startLocalSupabase, TEST_SUITE_AUTH_LIMITS, type LocalSupabase } from '../index';
import { trackedClose } from './open-servers';

export type Client = SupabaseClient<Database>;

export interface ApiServer {
  server: LocalSupabase;
  url: string;
  /** A fresh client with the anon key and no session. */
  anon(): Client;
  /** A client with the service_role key (bypasses RLS): for setup and checks. */
  service(): Client;
  /** A client that sends `token` as its bearer on every REST call. */
  withToken(token: string): Client;
  /** Signs in with e-mail and password; returns the client and the session's access token. */
  signIn(
    email: string,
    password: string,
  ): Promise<{ client: Client; userId: string; token: string }>;
  close(): Promise<void>;
}

const CLIENT_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/**
 * Starts the server on an ephemeral port: in-memory PGlite with supabase/migrations and
 * supabase/seed.sql unless `database` says otherwise; `env` is the only environment the server reads
 * (for example DATABASE_URL for a real Postgres).
 */
export async function startApiServer(
  database: OpenDatabaseOptions = {},
  env: Record<string, string> = {},
): Promise<ApiServer> {
  const server = await startLocalSupabase({
    port: 0,
    env,
    database,
    // A low bcrypt cost keeps sign-ups fast; production hashes use cost 10.
    config: { passwordHashCost: 4, ...TEST_SUITE_AUTH_LIMITS },
  });
  const make = (key: string): Client =>
    createClient<Database>(server.url, key, { auth: CLIENT_AUTH });
  return {
    server,
    url: server.url,
    anon: () => make(server.anonKey),
    service: () => make(server.serviceRoleKey),
    withToken: (token) =>
      createClient<Database>(server.url, server.anonKey, { accessToken: async () => token }),
    async signIn(email, password) {
      const client = make(server.anonKey);
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.session) throw error ?? new Error(`no session for ${email}`);
      return { client, userId: data.session.user.id, token: data.session.access_token };
    },
    close: trackedClose(() => server.close()),
  };
}

/**
 * Lifts the anonymous booking limits on `api`'s database, for suites that book in bulk from one
 * address (the limits themselves are tested in booking-limits.test.ts).
 */
export async function liftBookingLimits(api: ApiServer): Promise<void> {
  await api.server.db.query(
    `update private.booking_limits set value = 1000000 where key <> 'window_seconds'`,
  );
}

/** What a supabase-js call returned, in a form a test can compare with toEqual. */
export interface Observed<D = unknown> {
  status: number;
  error: { code: string; message: string; details: string | null; hint: string | null } | null;
  data: D | null;
}

interface RawResponse<D> {
  status: number;
  data: D | null;
  error: { code: string; message: string; details: string | null; hint: string | null } | null;
}

/** Keeps status, the error's four fields and the data (optionally summarised). */
export function observe<D, S = D>(
  response: RawResponse<D>,
  summarise?: (data: D) => S,
): Observed<S | D> {
  const { error } = response;
  return {
    status: response.status,
    error: error
      ? { code: error.code, message: error.message, details: error.details, hint: error.hint }
      : null,
    data: response.data === null || !summarise ? response.data : summarise(response.data),
  };
}
