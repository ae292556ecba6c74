import type { RuntimeConfig } from '../config/runtime-config';
import { fetchRestRows } from '../supabase/rest-rows';
import type { SavedSession } from '../supabase/stored-session';
import type { AdminRole } from './auth-store';
import { startStaffCheck } from './staff-check';

export interface SavedSessionRoles {
  adminRole: AdminRole | null;
  isDriver: boolean;
}

/**
 * What initAuth reads for a signed-in user (their staff role, whether they drive for us), for the
 * session an earlier visit saved, with plain fetches: the same reads with the same token under the
 * same row-level security, without waiting for supabase-js. The staff check is the one the entry
 * may already have started for an admin page. Null staff role and no driver when a read fails.
 */
export async function fetchSavedSessionRoles(
  session: Pick<SavedSession, 'access_token'> & { user: Pick<SavedSession['user'], 'id'> },
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  fetchImpl?: typeof fetch,
): Promise<SavedSessionRoles> {
  const staff = startStaffCheck(config, fetchImpl);
  const userId = encodeURIComponent(session.user.id);
  const [adminRole, drivers] = await Promise.all([
    staff?.token === session.access_token ? staff.role : Promise.resolve(null),
    fetchRestRows(
      config,
      `drivers?select=id&user_id=eq.${userId}&active=eq.true&limit=1`,
      session.access_token,
      fetchImpl,
    ),
  ]);
  return { adminRole, isDriver: (drivers?.length ?? 0) > 0 };
}
