import {
  authStore,
  getRuntimeConfig,
  getSupabase,
  paths,
  sessionStorageKey,
  SIGNED_OUT_STATE,
} from '@bbt/shared';
import { useNavigate } from '@bbt/shared/router';

/**
 * Signs out everywhere; when the auth service cannot be reached, supabase-js keeps the local
 * session (it only drops it on 401/403/404), so the browser is then signed out locally at least:
 * a visitor who presses Sign Out must never stay signed in on this device.
 */
export async function signOut(): Promise<void> {
  // A visitor shown signed in from their saved session may press Sign Out before supabase-js has
  // loaded; if it cannot load (offline), the saved session is dropped here instead.
  const client = await getSupabase().catch((error: unknown) => {
    forgetSavedSession();
    throw error;
  });
  const { error } = await client.auth.signOut();
  if (error) await client.auth.signOut({ scope: 'local' });
}

function forgetSavedSession(): void {
  const key = sessionStorageKey(getRuntimeConfig().supabaseUrl);
  try {
    if (key) [window.localStorage, window.sessionStorage].forEach((store) => store.removeItem(key));
  } catch {
    // Storage blocked: nothing was saved there either.
  }
  authStore.setState(SIGNED_OUT_STATE);
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
