// No React, no store, no supabase-js: the shell's entry asks this before any of them load.
import type { SignedInAccess } from '../config/routes/route-manifest';
import { hasStaffLevel, isStaffRole, type StaffRole } from '../domain/staff-roles';
import { fetchRestRows } from '../supabase/rest-rows';
import { readStoredSession } from '../supabase/stored-session';
import { startStaffCheck } from './staff-check';
import type { RestConfig } from './stored-staff-role';

/** A signed-in page's rule: anybody signed in, an active driver, or staff of at least a role. */
export type PageAccess = SignedInAccess | StaffRole;

/**
 * Whether the session an earlier visit stored may open a page under `access`, asked with plain
 * fetches (same token, same reads, same row-level security as the app's own checks): 'signed-in'
 * needs only a stored session whose token is still valid, so it answers at once; 'driver' reads the
 * user's own active drivers row; a staff role is the staff check. Null when there is no such
 * session: nothing to ask.
 */
export function earlyAccess(
  access: string,
  config: RestConfig,
  fetchImpl?: typeof fetch,
): boolean | Promise<boolean> | null {
  const session = readStoredSession(config.supabaseUrl);
  if (!session) return null;
  if (access === 'signed-in') return true;
  if (access === 'driver') {
    const query = `drivers?select=id&user_id=eq.${encodeURIComponent(session.userId)}&active=eq.true&limit=1`;
    return fetchRestRows(config, query, session.accessToken, fetchImpl).then(
      (rows) => (rows?.length ?? 0) > 0,
    );
  }
  if (!isStaffRole(access)) return null;
  const check = startStaffCheck(config, fetchImpl);
  return check ? check.role.then((role) => role !== null && hasStaffLevel(role, access)) : null;
}

/**
 * The path whose head the entry has shown (the visitor may open it), in one slot on the page: the
 * entry and the shared library each carry a copy of this module. Until the app knows who is signed
 * in, its loading states keep that head in place rather than replace it with a bare skeleton.
 */
const SLOT = Symbol.for('bbt.revealed-head');
type Page = { [SLOT]?: string };

export function markHeadRevealed(pathname: string): void {
  (globalThis as Page)[SLOT] = pathname;
}

export function headRevealedAt(pathname: string): boolean {
  return (globalThis as Page)[SLOT] === pathname;
}

/** Tests only. */
export function forgetRevealedHead(): void {
  delete (globalThis as Page)[SLOT];
}

export {
  AUTH_REDIRECT_PARAMS,
  hasAuthRedirect,
  SAVED_SESSION_KEY,
} from '../supabase/stored-session';
