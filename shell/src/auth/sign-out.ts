import { getSupabase, paths } from '@bbt/shared';
import { useNavigate } from '@bbt/shared/router';

/**
 * Signs out everywhere; when the auth service cannot be reached, supabase-js keeps the local
 * session (it only drops it on 401/403/404), so the browser is then signed out locally at least:
 * a visitor who presses Sign Out must never stay signed in on this device.
 */
export async function signOut(): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
}

/** Sign Out as the menus offer it: sign out, then go home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return () => {
    signOut()
      .catch((error: unknown) => console.error('[shell] sign-out failed', error))
      .finally(() => navigate(paths.home));
  };
}
