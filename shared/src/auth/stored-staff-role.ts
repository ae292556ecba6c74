import type { RuntimeConfig } from '../config/runtime-config';
import { fetchRestRows } from '../supabase/rest-rows';
import type { StoredSession } from '../supabase/stored-session';
import { isStaffRole, type StaffRole } from '../domain/staff-roles';

export type RestConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

/**
 * The staff role of the stored session's user: the same read of their own admin_users record that
 * supabase-js would make (the database checks the token and its row-level security applies), as a
 * plain fetch. Null for anybody who is not active staff, or when the read fails.
 */
export async function fetchStoredStaffRole(
  session: StoredSession,
  config: RestConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<StaffRole | null> {
  const email = encodeURIComponent(session.email.toLowerCase());
  const rows = await fetchRestRows(
    config,
    `admin_users?select=role&email=eq.${email}&is_active=eq.true&limit=1`,
    session.accessToken,
    fetchImpl,
  );
  const role: unknown = (rows?.[0] as { role?: unknown } | undefined)?.role;
  return isStaffRole(role) ? role : null;
}
