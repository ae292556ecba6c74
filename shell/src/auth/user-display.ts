import type { AdminRole } from '@bbt/shared';
import type { User } from '@supabase/supabase-js';

export function displayNameOf(user: User): string {
  const metadata = user.user_metadata as { first_name?: unknown; last_name?: unknown };
  const name = [metadata.first_name, metadata.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || user.email || 'Your account';
}

export function initialsOf(user: User): string {
  const parts = displayNameOf(user)
    .split(/[\s@.]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[1]] : [parts[0] ?? '?'];
  return letters.map((part) => (part ?? '?').charAt(0).toUpperCase()).join('');
}

/**
 * Only super_admin is distinguished; other staff roles read as Admin, a driver (not staff) as
 * Driver.
 */
export function roleLabelOf(role: AdminRole | null, isDriver = false): string {
  if (role === 'super_admin') return 'Super Admin';
  if (role) return 'Admin';
  return isDriver ? 'Driver' : 'Customer';
}
