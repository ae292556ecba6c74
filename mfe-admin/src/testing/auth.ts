import type { AdminRole, AuthState } from '@bbt/shared';
import type { Session } from '@supabase/supabase-js';

/** The auth store of a signed-in staff member (tests only). */
export function staffAuth(
  adminRole: AdminRole | null,
  email = 'staff@example.com',
): Partial<AuthState> {
  const user = { id: `user-${adminRole ?? 'customer'}`, email } as Session['user'];
  return {
    status: 'signed-in',
    session: { access_token: `token-${adminRole ?? 'customer'}`, user } as Session,
    user,
    adminRole,
  };
}
