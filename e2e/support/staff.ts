/** Staff accounts of supabase/seed.sql and API helpers for the admin specs (local use only). */
import { E2E_ANON_KEY, E2E_SERVICE_ROLE_KEY } from './api-keys';
import type { Database } from '@bbt/shared';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { E2E_BACKEND_URL } from './e2e-env';

// supabase-js needs a WebSocket global on Node 20 (Node 22 has one built in).
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

export interface Account {
  email: string;
  password: string;
}

export const STAFF = {
  customer: { email: 'customer@example.com', password: 'customer-demo-2026' },
  moderator: { email: 'moderator@example.com', password: 'moderator-demo-2026' },
  admin: { email: 'admin@example.com', password: 'admin-demo-2026' },
  superAdmin: { email: 'superadmin@example.com', password: 'superadmin-demo-2026' },
} as const satisfies Record<string, Account>;

export type Client = SupabaseClient<Database>;

/** A supabase-js client in Node, signed in as `account` (the way a script would call the API). */
export async function clientAs(account: Account): Promise<Client> {
  const client = createClient<Database>(E2E_BACKEND_URL, E2E_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in as ${account.email} failed: ${error.message}`);
  return client;
}

/** The service role (bypasses RLS): for setting up and checking what is stored. */
export function serviceClient(): Client {
  return createClient<Database>(E2E_BACKEND_URL, E2E_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
