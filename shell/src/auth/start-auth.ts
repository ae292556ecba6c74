import {
  type AppSupabaseClient,
  authStore,
  getRuntimeConfig,
  getSupabase,
  hasAuthRedirect,
  hasStoredSession,
  initAuth,
  sessionStorageKey,
  whenSupabaseCreated,
} from '@bbt/shared';

function initialise(client: AppSupabaseClient): void {
  initAuth(client).catch((error: unknown) => {
    console.error('[shell] auth unavailable', error);
    authStore.setState({ status: 'signed-out', session: null, user: null, adminRole: null });
  });
}

/**
 * Only the shell initialises auth, once, whoever creates the Supabase client. Without a stored
 * session or an auth redirect the visitor is signed out and supabase-js is not loaded yet; it
 * loads when a dialog or page needs it, or when another tab signs in.
 */
export function startAuth(): void {
  whenSupabaseCreated(initialise);
  const { supabaseUrl } = getRuntimeConfig();
  if (hasStoredSession(supabaseUrl) || hasAuthRedirect()) {
    void getSupabase();
    return;
  }
  authStore.setState({ status: 'signed-out', session: null, user: null, adminRole: null });
  const key = sessionStorageKey(supabaseUrl);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    void getSupabase();
  };
  window.addEventListener('storage', onStorage);
}
