import type { SupportedStorage } from '@supabase/supabase-js';

/**
 * Where supabase-js keeps the session, so that 'Remember me' means what it says: ticked, the
 * session lives in localStorage and survives closing the browser; unticked (and for sessions opened
 * by an e-mail link), it lives in sessionStorage and ends with the browser session. Reads look in
 * both, so a session saved by either choice (or by an older build, in localStorage) is found.
 */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStores {
  persistent: KeyValueStore;
  browserSession: KeyValueStore;
}

function browserStores(): SessionStores | null {
  try {
    return { persistent: window.localStorage, browserSession: window.sessionStorage };
  } catch {
    return null;
  }
}

let nextChoice: boolean | null = null;

/**
 * Called by the login form before it signs in: whether the coming session is kept after the
 * browser closes. Later writes (token refreshes) stay where the session already is.
 */
export function rememberNextSession(remember: boolean): void {
  nextChoice = remember;
}

/** A storage adapter for supabase-js that honours rememberNextSession(). */
export function createSessionPersistence(
  stores: () => SessionStores | null = browserStores,
): SupportedStorage {
  const safely = <T>(fallback: T, run: (found: SessionStores) => T): T => {
    const found = stores();
    if (!found) return fallback;
    try {
      return run(found);
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) =>
      safely(null, (found) => found.browserSession.getItem(key) ?? found.persistent.getItem(key)),
    setItem: (key, value) =>
      safely(undefined, (found) => {
        const remember = nextChoice ?? found.persistent.getItem(key) !== null;
        const [target, other] = remember
          ? [found.persistent, found.browserSession]
          : [found.browserSession, found.persistent];
        other.removeItem(key);
        target.setItem(key, value);
      }),
    removeItem: (key) =>
      safely(undefined, (found) => {
        found.persistent.removeItem(key);
        found.browserSession.removeItem(key);
      }),
  };
}

/** Tests only: forget the choice made by rememberNextSession(). */
export function resetSessionChoiceForTests(): void {
  nextChoice = null;
}
