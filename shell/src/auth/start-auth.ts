import {
  type AppSupabaseClient,
  authStore,
  getRuntimeConfig,
  getSupabase,
  hasAuthRedirect,
  hasStoredSession,
  fetchSavedSessionRoles,
  initAuth,
  readSavedSession,
  type SavedSession,
  sessionStorageKey,
  SIGNED_OUT_STATE,
  whenSupabaseCreated,
} from '@bbt/shared';

import { appStarted } from '../loading/app-started';

/** How long before a saved token expires supabase-js loads to refresh it (its own margin is shorter). */
const REFRESH_LEAD_S = 90;
/** A longer delay overflows setTimeout, which then fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

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
 * Runs `task` once the browser has nothing else to do (at most a second later). A store update that
 * lands while React renders the page makes it render the whole page again at once, in one long
 * task; the header's staff and driver links can wait for a quiet moment.
 */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/** Loads the client once the saved session's key changes in another tab (sign-in, sign-out, refresh). */
function loadClientOnSessionChange(key: string | null, wanted: (value: string | null) => boolean) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !wanted(event.newValue)) return;
    window.removeEventListener('storage', onStorage);
    loadClient();
  };
  window.addEventListener('storage', onStorage);
}

/**
 * A saved session whose token is still valid is what supabase-js would restore: the first render
 * shows who is signed in, and their staff role and driver record are read with plain fetches.
 * supabase-js itself loads when a page or an action asks for it (a signed-in page's data, Sign Out,
 * a booking), when another tab changes the session, or 90 s before the token expires, to refresh
 * it: a public page visited signed in never evaluates its ~230 KB during load.
 */
function showSavedSession(saved: SavedSession, key: string | null): void {
  authStore.setState({ status: 'signed-in', session: saved, user: saved.user });
  void fetchSavedSessionRoles(saved, getRuntimeConfig()).then((roles) =>
    whenIdle(() => {
      // Only for the session shown: supabase-js may have replaced it meanwhile.
      if (authStore.getState().session?.access_token === saved.access_token)
        authStore.setState(roles);
    }),
  );
  loadClientOnSessionChange(key, () => true);
  const refreshAt = ((saved.expires_at ?? 0) - REFRESH_LEAD_S) * 1000;
  window.setTimeout(loadClient, Math.min(Math.max(0, refreshAt - Date.now()), LONGEST_TIMER_MS));
}

/**
 * Only the shell initialises auth, once, whoever creates the Supabase client. A saved session with
 * a valid token is shown at once (above). Without any saved session or an auth redirect the visitor
 * is signed out and supabase-js is not loaded yet; it loads when a dialog or page needs it, or when
 * another tab signs in.
 */
export function startAuth(afterFirstRender: Promise<void> = appStarted): void {
  whenSupabaseCreated((client) => initialise(client, afterFirstRender));
  const { supabaseUrl } = getRuntimeConfig();
  const key = sessionStorageKey(supabaseUrl);
  const redirect = hasAuthRedirect();
  const saved = redirect ? null : readSavedSession(supabaseUrl);
  if (saved) {
    showSavedSession(saved, key);
    return;
  }
  if (redirect || hasStoredSession(supabaseUrl)) {
    // A link's tokens to exchange, or a saved session whose token has expired: supabase-js first.
    loadClient();
    return;
  }
  authStore.setState(SIGNED_OUT_STATE);
  loadClientOnSessionChange(key, (value) => value !== null);
}
