import { getRuntimeConfig } from '@bbt/shared';
import type { AuthErrorLike } from '@bbt/shared/domain';
import type { SupabaseClient } from '@supabase/supabase-js';

export type PasswordCheck =
  | { outcome: 'verified'; discard: () => Promise<void> }
  | { outcome: 'wrong-current-password' }
  | { outcome: 'failed'; error: AuthErrorLike };

let checkClient: Promise<SupabaseClient> | null = null;

/** One in-memory client for password checks: it never writes to storage or touches the page's session. */
function passwordCheckClient(): Promise<SupabaseClient> {
  checkClient ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    return createClient(supabaseUrl, supabaseAnonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: 'bbt-password-check',
      },
    });
  });
  return checkClient;
}

/** Checks a password by signing in with it (the auth service's own check, with its rate limit). */
export async function verifyPassword(email: string, password: string): Promise<PasswordCheck> {
  try {
    const client = await passwordCheckClient();
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (!error) {
      return {
        outcome: 'verified',
        discard: async () => {
          await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
        },
      };
    }
    if (error.code === 'invalid_credentials') return { outcome: 'wrong-current-password' };
    return {
      outcome: 'failed',
      error: { code: error.code ?? null, status: error.status ?? null, message: error.message },
    };
  } catch (error) {
    return {
      outcome: 'failed',
      error: { code: 'unexpected', status: null, message: String(error) },
    };
  }
}
