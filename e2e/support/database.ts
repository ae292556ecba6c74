import type { Database } from '@bbt/shared';
import { E2E_ANON_KEY, E2E_SERVICE_ROLE_KEY } from './api-keys';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { E2E_BACKEND_URL } from './e2e-env';

// supabase-js (realtime-js) throws on Node 20 without a global WebSocket.
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

export type TestClient = SupabaseClient<Database>;

const AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** The e2e backend as the service role: reads and writes everything (test set-up and checks only). */
export function serviceClient(): TestClient {
  return createClient<Database>(E2E_BACKEND_URL, E2E_SERVICE_ROLE_KEY, { auth: AUTH });
}

/** The e2e backend as an anonymous visitor, exactly as the site's public pages reach it. */
export function anonClient(): TestClient {
  return createClient<Database>(E2E_BACKEND_URL, E2E_ANON_KEY, { auth: AUTH });
}

/** The e2e backend as a signed-in seed account. */
export async function signedInClient(account: {
  email: string;
  password: string;
}): Promise<TestClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`sign-in failed for ${account.email}: ${error.message}`);
  return client;
}
