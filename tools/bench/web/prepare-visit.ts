// Before each Lighthouse run: a cold cache and clean storage, as Lighthouse's own storage reset
// would leave them (that reset is off, or it would also wipe a signed-in session); for a signed-in
// visitor, then what a returning visitor's browser keeps: what the app stores on any visit, and
// the session where supabase-js keeps it. The HTTP cache is emptied last: every run is cold.
import type { SiteUnderTest } from '../support/site-under-test';
import type { DebuggableChromium } from './debuggable-chromium';
import { SEED_ACCOUNTS, type Visitor } from './routes';

/** supabase-js persists the session under `sb-<first label of the API host>-auth-token`. */
function sessionKey(backendUrl: string): string {
  return `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;
}

/** Signs in through the real auth API; a fresh session per run, so no run refreshes another's. */
async function signIn(site: SiteUnderTest, visitor: Exclude<Visitor, 'signed-out'>) {
  const response = await fetch(`${site.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_ACCOUNTS[visitor]),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${visitor} failed: ${response.status} ${await response.text()}`);
  return response.text();
}

export async function prepareVisit(
  chrome: DebuggableChromium,
  site: SiteUnderTest,
  visitor: Visitor,
): Promise<void> {
  const session = visitor === 'signed-out' ? null : await signIn(site, visitor);
  await chrome.withPage(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    for (const origin of site.origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (session) {
      // A returning visitor's browser has run the site before: it keeps what the app keeps for
      // everybody (such as the Supabase address of the last visit), then the session it saved.
      await page.goto(`${site.siteUrl}/`);
      await page.waitForSelector('html[data-app="started"]', { state: 'attached' });
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        sessionKey(site.backendUrl),
        session,
      ] as const);
    }
    await cdp.send('Network.clearBrowserCache');
  });
}
