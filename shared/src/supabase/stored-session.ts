import type { Session, User } from '@supabase/supabase-js';

/**
 * Whether loading supabase-js now would find anything: a session saved by an earlier visit (in
 * localStorage when 'Remember me' was ticked, else in sessionStorage: see session-persistence.ts), or
 * a confirmation / recovery link's tokens in the URL. When neither is there the visitor is signed
 * out, and the ~45 KB client can wait until someone opens a dialog or page that needs it.
 */
export function sessionStorageKey(supabaseUrl: string): string | null {
  try {
    // supabase-js persists under `sb-<first label of the host>-auth-token`.
    return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  } catch {
    return null;
  }
}

type Readable = Pick<Storage, 'getItem'>;

/** localStorage (remembered sessions) and sessionStorage (this browser session only). */
function sessionStores(): Readable[] {
  return [window.localStorage, window.sessionStorage];
}

export function hasStoredSession(
  supabaseUrl: string,
  stores: () => readonly Readable[] = sessionStores,
): boolean {
  const key = sessionStorageKey(supabaseUrl);
  if (!key) return true;
  try {
    return stores().some((store) => store.getItem(key) !== null);
  } catch {
    return true;
  }
}

/** A sign-in, confirmation or recovery link's result in `<hash>&<search>` (tokens, a code or an error). */
export const AUTH_REDIRECT_PARAMS = /(^|[#&?])(access_token|error_description|error_code|code)=/;

/** The storage key of a session supabase-js saved, for any Supabase address. */
export const SAVED_SESSION_KEY = /^sb-.+-auth-token$/;

export function hasAuthRedirect(
  location: Pick<Location, 'hash' | 'search'> = window.location,
): boolean {
  return AUTH_REDIRECT_PARAMS.test(`${location.hash}&${location.search}`);
}

export interface StoredSession {
  accessToken: string;
  email: string;
  userId: string;
}

/** A token this close to its expiry is left to supabase-js, which refreshes it first. */
const EXPIRY_MARGIN_S = 60;

/** A saved session as supabase-js wrote it: its tokens and the user it was issued to. */
export type SavedSession = Session & { user: User & { email: string } };

function savedSession(raw: string, nowS: number): SavedSession | null {
  const saved = JSON.parse(raw) as Partial<Session> | null;
  if (!saved || typeof saved !== 'object') return null;
  const { access_token: accessToken, expires_at: expiresAt, user } = saved;
  if (typeof accessToken !== 'string') return null;
  if (typeof user?.email !== 'string' || typeof user.id !== 'string') return null;
  if (typeof expiresAt !== 'number' || expiresAt - EXPIRY_MARGIN_S <= nowS) return null;
  return saved as SavedSession;
}

/**
 * The session supabase-js saved on an earlier visit, whole, if its access token is still valid:
 * what supabase-js itself would restore, read without loading it (about 30 KB brotli).
 */
export function readSavedSession(
  supabaseUrl: string,
  stores?: readonly Readable[],
  nowS: number = Date.now() / 1000,
): SavedSession | null {
  const key = sessionStorageKey(supabaseUrl);
  if (!key) return null;
  let readable: readonly Readable[];
  try {
    readable = stores ?? sessionStores();
  } catch {
    return null; // storage blocked by the browser
  }
  for (const store of readable) {
    try {
      const raw = store.getItem(key);
      const saved = raw ? savedSession(raw, nowS) : null;
      if (saved) return saved;
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The session supabase-js saved on an earlier visit, if its access token is still valid: read
 * without loading supabase-js, for the early access checks of signed-in pages.
 */
export function readStoredSession(
  supabaseUrl: string,
  stores?: readonly Readable[],
  nowS: number = Date.now() / 1000,
): StoredSession | null {
  const saved = readSavedSession(supabaseUrl, stores, nowS);
  return saved
    ? { accessToken: saved.access_token, email: saved.user.email, userId: saved.user.id }
    : null;
}
