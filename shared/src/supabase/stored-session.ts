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

export function hasAuthRedirect(
  location: Pick<Location, 'hash' | 'search'> = window.location,
): boolean {
  return /(^|[#&?])(access_token|error_description|error_code|code)=/.test(
    `${location.hash}&${location.search}`,
  );
}
