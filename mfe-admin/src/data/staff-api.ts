import { getSupabase, type Tables } from '@bbt/shared';
import type { StaffRole } from '@bbt/shared/domain';

import { ApiCallError, must } from './supabase-errors';

export type StaffMember = Pick<
  Tables<'admin_users'>,
  'id' | 'email' | 'role' | 'is_active' | 'created_at' | 'updated_at'
>;

const COLUMNS = 'id, email, role, is_active, created_at, updated_at';

/** Every staff record (admins and above may read them all, by RLS). */
export async function fetchStaff(): Promise<StaffMember[]> {
  const client = await getSupabase();
  return must(await client.from('admin_users').select(COLUMNS).order('email'));
}

/** Adds a staff member by e-mail (super_admin only, by RLS; 23505 when the e-mail exists). */
export async function addStaffMember(email: string, role: StaffRole): Promise<StaffMember> {
  const client = await getSupabase();
  const rows = must(await client.from('admin_users').insert({ email, role }).select(COLUMNS));
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: nothing added' });
  return row;
}

/**
 * Changes a role or the active flag (super_admin only, by RLS). The database refuses to demote or
 * deactivate the last active super_admin (P0001, 'At least one active super_admin must remain').
 */
export async function updateStaffMember(
  id: string,
  change: { role: StaffRole } | { is_active: boolean },
): Promise<StaffMember> {
  const client = await getSupabase();
  const rows = must(await client.from('admin_users').update(change).eq('id', id).select(COLUMNS));
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: no row changed' });
  return row;
}
