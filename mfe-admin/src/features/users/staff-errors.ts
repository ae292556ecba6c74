import { isPermissionError } from '../../data/supabase-errors';

/**
 * What to tell a super_admin whose staff change failed: the database's own refusal of removing the
 * last active super_admin ('At least one active super_admin must remain'), a duplicate e-mail, a
 * permission refusal, or a generic failure.
 */
export function staffChangeMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'P0001' && message) return message;
  if (code === '23505') return 'An admin user with this e-mail already exists.';
  if (code === '23514') return 'The database refused this value. Please check it and try again.';
  if (isPermissionError(error)) return 'Only a super admin can change admin users.';
  return 'Could not save the change. Please try again.';
}
