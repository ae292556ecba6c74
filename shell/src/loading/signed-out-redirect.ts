import { AUTH_REDIRECT_PARAMS, SAVED_SESSION_KEY } from '@bbt/shared/early-access';

/**
 * The inline script at the top of a signed-in page's document (the customer's pages, the driver's,
 * the admin area). A visitor with no session saved anywhere (either store, any Supabase address) and
 * no sign-in link's result in the address ends on the home page whatever loads: the app sends them
 * there once supabase-js has found nobody. Going before anything else downloads shows them the home
 * page at once, rather than after the entry script has arrived. Blocked storage leaves them for the
 * app to decide. The Content-Security-Policy allows exactly this text by its hash
 * (tools/serve/security-headers.ts), so it is written as the production build's HTML minifier
 * leaves it (plain ES5, already minified): the build fails if the emitted document differs.
 */
export const SIGNED_OUT_REDIRECT_SCRIPT =
  '!function(e){try{' +
  `if(${AUTH_REDIRECT_PARAMS}.test(e.hash+"&"+e.search))return;` +
  'for(var r=[window.localStorage,window.sessionStorage],o=0;o<r.length;o++)' +
  `for(var t=0;t<r[o].length;t++)if(${SAVED_SESSION_KEY}.test(r[o].key(t)||""))return;` +
  'e.replace("/")' +
  '}catch(e){}}(window.location);';
