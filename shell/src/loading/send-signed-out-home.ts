import { pageModuleAt, type PageModule } from '@bbt/shared/routes';
import { hasAuthRedirect } from '@bbt/shared/early-access';

/** supabase-js saves a session under `sb-<first label of the API host>-auth-token`. */
const SESSION_KEY = /^sb-.+-auth-token$/;

type KeyedStorage = Pick<Storage, 'length' | 'key'>;

/** Whether any session is saved (either store, any Supabase address); true when storage is blocked. */
function anySavedSession(stores: () => readonly KeyedStorage[]): boolean {
  try {
    return stores().some((store) => {
      for (let index = 0; index < store.length; index += 1)
        if (SESSION_KEY.test(store.key(index) ?? '')) return true;
      return false;
    });
  } catch {
    return true;
  }
}

/**
 * A signed-in page (the customer's, the driver's, the admin area) opened with no session saved
 * anywhere, and no sign-in link's tokens in the address, ends on the home page whatever loads: the
 * app sends such a visitor there once supabase-js has found nobody. Going now, before the app loads,
 * shows them the home page's own HTML at once rather than a skeleton for seconds. True when it went.
 */
export function sendSignedOutVisitorHome(
  modules: readonly PageModule[],
  location: Pick<Location, 'pathname' | 'hash' | 'search' | 'replace'> = window.location,
  stores: () => readonly KeyedStorage[] = () => [window.localStorage, window.sessionStorage],
): boolean {
  if (!pageModuleAt(modules, location.pathname)?.signedIn) return false;
  if (hasAuthRedirect(location) || anySavedSession(stores)) return false;
  location.replace('/');
  return true;
}
