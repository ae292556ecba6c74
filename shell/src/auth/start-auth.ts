import {
  type AppSupabaseClient,
  authStore,
  getRuntimeConfig,
  getSupabase,
  hasAuthRedirect,
  hasStoredSession,
  initAuth,
  sessionStorageKey,
  SIGNED_OUT_STATE,
  whenSupabaseCreated,
} from '@bbt/shared';

import { appStarted } from '../loading/app-started';

function signedOutBecause(error: unknown): void {
  console.error('[shell] auth unavailable', error);
  authStore.setState(SIGNED_OUT_STATE);
}

/**
 * In a task of its own: the client is created in the same task that runs supabase-js's code (about
 * 230 KB), which is long enough on a phone without the session restore and its reads added to it.
 * And not before the app's first render has committed: the session arriving in the middle of it
 * (the header reads the store) would make React render the whole page again in one long task.
 */
function initialise(client: AppSupabaseClient, afterFirstRender: Promise<void>): void {
  void afterFirstRender.then(() => setTimeout(() => initAuth(client).catch(signedOutBecause), 0));
}

/** Loads the client; if its code cannot be fetched, the visitor is signed out, never left waiting. */
function loadClient(): void {
  getSupabase().catch(signedOutBecause);
}

/**
 * Only the shell initialises auth, once, whoever creates the Supabase client. Without a stored
 * session or an auth redirect the visitor is signed out and supabase-js is not loaded yet; it
 * loads when a dialog or page needs it, or when another tab signs in.
 */
export function startAuth(afterFirstRender: Promise<void> = appStarted): void {
  whenSupabaseCreated((client) => initialise(client, afterFirstRender));
  const { supabaseUrl } = getRuntimeConfig();
  if (hasStoredSession(supabaseUrl) || hasAuthRedirect()) {
    loadClient();
    return;
  }
  authStore.setState(SIGNED_OUT_STATE);
  const key = sessionStorageKey(supabaseUrl);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    loadClient();
  };
  window.addEventListener('storage', onStorage);
}
