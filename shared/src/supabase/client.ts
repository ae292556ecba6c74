import type { SupabaseClient } from '@supabase/supabase-js';

import { getRuntimeConfig } from '../config/runtime-config';
import { detectAuthCallback } from './auth-callback';
import type { Database } from './database.types';
import { createSessionPersistence } from './session-persistence';

export type AppSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<AppSupabaseClient> | null = null;
type ClientListener = (client: AppSupabaseClient) => void;
const createdListeners = new Set<ClientListener>();

/** Runs `listener` once the page's client exists (now, if it already does): the shell inits auth here. */
export function whenSupabaseCreated(listener: ClientListener): void {
  if (clientPromise) void clientPromise.then(listener);
  else createdListeners.add(listener);
}

/**
 * The one Supabase client of the page, created on first use from the runtime config. supabase-js
 * (about 30 KB brotli) is imported here dynamically so it never sits on the home page's critical path.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    const client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // localStorage or sessionStorage, as the login form's 'Remember me' chose.
        storage: createSessionPersistence(),
        // Records which e-mail link (or link error) opened the page before the URL is cleared.
        detectSessionInUrl: detectAuthCallback,
      },
    });
    createdListeners.forEach((listener) => listener(client));
    createdListeners.clear();
    return client;
  });
  return clientPromise;
}

/** Tests only: forget the client so the next getSupabase() builds a new one. */
export function resetSupabaseForTests(): void {
  clientPromise = null;
  createdListeners.clear();
}
