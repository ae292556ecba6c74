import { getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { fetchRestRows } from '../supabase/rest-rows';
import type { StoredSession } from '../supabase/stored-session';
import { type AdminRole, isAdminRole } from './auth-store';

/**
 * The staff role of the stored session's user: the same read of their own admin_users record that
 * supabase-js would make (the database checks the token and its row-level security applies), as a
 * plain fetch. Null for anybody who is not active staff, or when the read fails.
 */
export async function fetchStoredAdminRole(
  session: StoredSession,
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> = getRuntimeConfig(),
  fetchImpl: typeof fetch = fetch,
): Promise<AdminRole | null> {
  const email = encodeURIComponent(session.email.toLowerCase());
  const rows = await fetchRestRows(
    config,
    `admin_users?select=role&email=eq.${email}&is_active=eq.true&limit=1`,
    session.accessToken,
    fetchImpl,
  );
  const role: unknown = (rows?.[0] as { role?: unknown } | undefined)?.role;
  return isAdminRole(role) ? role : null;
}
