import type { SupabaseClient } from '@supabase/supabase-js';

import { getRuntimeConfig } from '../config/runtime-config';
import type { Database } from './database.types';

export type AppSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<AppSupabaseClient> | null = null;

/**
 * The one Supabase client of the page, created on first use from the runtime config. supabase-js
 * (about 45 KB brotli) is imported here dynamically so it never sits on the home page's critical path.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
  return clientPromise;
}

/** Tests only: forget the client so the next getSupabase() builds a new one. */
export function resetSupabaseForTests(): void {
  clientPromise = null;
}
