import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS, type RemoteKey } from '../support/e2e-env';
import { expectFallback, fallbackAlert } from '../support/remote-fallback';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { jumpClockUntil } from '../support/clock';
import { openHome } from '../support/home';

// In order, on one worker: the slow drills spend most of their time waiting on the network, and
// the other worker keeps the CPU busy meanwhile.
test.describe.configure({ mode: 'default' });

type FailureMode = 'abort' | 'hang' | '404';

const DESCRIBED: Record<FailureMode, string> = {
  abort: 'down',
  hang: 'hanging',
  '404': 'answering 404 for its entry',
};

/** A remote broken for one page, and how its fallback is waited for. */
interface BrokenRemote {
  /** The area's fallback shows (see breakRemote for how long a hanging remote takes). */
  showsFallback(): Promise<void>;
}

/**
 * The shell gives up on a remote after 8 s without a file (DEFAULT_REMOTE_TIMEOUT_MS); Module
 * Federation's own script loader only after 20 s. A hang drill jumps the clock at most this far after
 * the page asked for the entry, so only the shell's timeout can have shown the fallback.
 */
const HANG_JUMP_MS = 12_000;

/**
 * Makes every request to one remote's origin fail at once or never answer at all, or has its
 * server answer 404 for the remote's entry (remoteEntry.js, the file runtime.json names). A hanging
 * remote's page runs on Playwright's clock (time flows as usual), and the visitor's wait for the
 * shell's timeout is jumped rather than sat out.
 */
async function breakRemote(
  page: Page,
  remote: RemoteKey,
  mode: FailureMode,
): Promise<BrokenRemote> {
  const origin = REMOTE_ORIGINS[remote];
  const showsFallback = () => expectFallback(page, remote);
  if (mode === '404') {
    await page.route(`${origin}/remoteEntry.js*`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: 'Not Found',
      }),
    );
    return { showsFallback };
  }
  // 'hang' leaves every request pending forever, like a server that accepts and never answers.
  await page.route(`${origin}/**`, async (route) => {
    if (mode === 'abort') await route.abort('connectionrefused');
  });
  if (mode === 'abort') return { showsFallback };
  await page.clock.install();
  const entryAsked = page.waitForRequest((request) =>
    request.url().startsWith(`${origin}/remoteEntry.js`),
  );
  entryAsked.catch(() => undefined); // awaited below; a test that fails earlier never asks
  return {
    async showsFallback() {
      await entryAsked;
      await jumpClockUntil(
        page,
        (timeout) => expect(fallbackAlert(page, remote).first()).toBeVisible({ timeout }),
        { stepMs: 1_000, maxMs: HANG_JUMP_MS },
      );
      await showsFallback();
    },
  };
}

const HERO = /Your private ride across Barbados/;

for (const mode of ['abort', 'hang', '404'] as const) {
  test.describe(`a remote that is ${DESCRIBED[mode]}`, () => {
    test(`mfe-marketing ${mode}: its pages show the fallback; home keeps its hero and the calculator`, async ({
      page,
    }) => {
      const broken = await breakRemote(page, 'mfe_marketing', mode);
      await page.goto('/contact', { waitUntil: 'commit' });
      await broken.showsFallback();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
      await broken.showsFallback();
    });

    test(`mfe-booking ${mode}: its pages show the fallback; marketing pages and home still work`, async ({
      page,
    }) => {
      const broken = await breakRemote(page, 'mfe_booking', mode);
      await page.goto('/book-tour', { waitUntil: 'commit' });
      await broken.showsFallback();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    });

    test(`mfe-account ${mode}: its pages show the fallback; other pages and home still work`, async ({
      page,
    }) => {
      const broken = await breakRemote(page, 'mfe_account', mode);
      // A returning customer (a visitor with no session is sent home before any remote loads).
      await signInAs(page, ACCOUNTS.customer);
      await page.goto('/my-bookings', { waitUntil: 'commit' });
      await broken.showsFallback();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    });

    test(`mfe-admin ${mode}: the admin layout shows the fallback; the public site still works`, async ({
      page,
    }) => {
      await signInAs(page, ACCOUNTS.superAdmin);
      const broken = await breakRemote(page, 'mfe_admin', mode);
      await page.goto('/admin/bookings', { waitUntil: 'commit' });
      await broken.showsFallback();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to site' }).click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    });
  });
}

/** Every file of one remote's origin arrives, but only after SLOW_FILE_MS: a very slow network. */
const SLOW_FILE_MS = 5_000;

async function slowDownRemote(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_FILE_MS));
    await route.continue().catch(() => undefined); // the test may have ended meanwhile
  });
}

interface SlowDrill {
  remote: RemoteKey;
  account?: { email: string; password: string };
  path: string;
  /** A control only the remote renders (the placeholder already shows the page's h1). */
  control: (page: Page) => Locator;
  /** Another area and the home page, visited while the slow remote is still loading. */
  elsewhere: (page: Page) => Promise<void>;
}

async function homeWorks(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
}

const SLOW_DRILLS: SlowDrill[] = [
  {
    remote: 'mfe_marketing',
    path: '/contact',
    control: (page) => page.getByRole('button', { name: 'Send Message' }),
    elsewhere: async (page) => {
      await homeWorks(page);
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    },
  },
  {
    remote: 'mfe_booking',
    path: '/book-tour',
    control: (page) => page.getByRole('button', { name: 'Book Now!' }),
    elsewhere: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await homeWorks(page);
    },
  },
  {
    remote: 'mfe_account',
    path: '/reset-password',
    control: (page) => page.getByRole('button', { name: 'Send reset link' }),
    elsewhere: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
      await homeWorks(page);
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    },
  },
  {
    remote: 'mfe_admin',
    account: ACCOUNTS.superAdmin,
    path: '/admin/bookings',
    control: (page) => page.getByRole('searchbox', { name: 'Search bookings' }),
    elsewhere: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to site' }).click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    },
  },
];

/**
 * Back, as a visitor presses it, until the page is `path`. Each press waits for the navigation to
 * commit, not for the load event. On a busy machine a press was seen aborted (net::ERR_ABORTED) as
 * the app settled its history; the URL decides whether to press again, a few times at most.
 */
async function backTo(page: Page, path: string): Promise<void> {
  for (let presses = 0; new URL(page.url()).pathname !== path; presses += 1) {
    if (presses === 6) throw new Error(`Back six times and still on ${page.url()}, not ${path}`);
    await page.goBack({ waitUntil: 'commit' }).catch((error: unknown) => {
      if (!String(error).includes('net::ERR_ABORTED')) throw error;
    });
  }
}

/** One slow drill in its own page: the area arrives late but whole, and the site works meanwhile. */
async function slowDrill(page: Page, drill: SlowDrill): Promise<void> {
  if (drill.account) await signInAs(page, drill.account);
  await slowDownRemote(page, drill.remote);
  await page.goto(drill.path, { waitUntil: 'commit' });
  // The area has started loading (its slot shows the page's placeholder) ...
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  // ... and while it loads, the visitor goes elsewhere, then comes back.
  await drill.elsewhere(page);
  await backTo(page, drill.path);
  // The shell gives up on a remote that sends nothing for 8 s; this one sends a file every 5 s.
  const fallback = fallbackAlert(page, drill.remote);
  await expect(drill.control(page).or(fallback)).toBeVisible({ timeout: 90_000 });
  await expect(fallback).toHaveCount(0);
  await expect(drill.control(page)).toBeVisible();
}

// Two drills at a time, each remote slowed in a browser context of its own: they spend nearly all
// their time waiting on the network (15-21 s each). The shell allows 8 s between files and these
// come 5 s apart, so more pages at once on two cores would eat into the 3 s to spare.
for (const pair of [SLOW_DRILLS.slice(0, 2), SLOW_DRILLS.slice(2)]) {
  const names = pair.map((drill) => `${drill.remote.replace('_', '-')} slow`);
  test(`${names.join(', ')} (${SLOW_FILE_MS / 1000} s per file): each page arrives, not the fallback; the rest of the site works meanwhile`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const contexts = await Promise.all(pair.map(() => browser.newContext()));
    const outcomes = await Promise.allSettled(
      pair.map((drill, index) =>
        test.step(names[index] ?? drill.remote, async () =>
          slowDrill(await (contexts[index] as BrowserContext).newPage(), drill),
        ),
      ),
    );
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [`${names[index]}: ${String(outcome.reason)}`] : [],
    );
    // A failed drill's context stays open, so the failure's screenshot shows its own page.
    expect(failures, 'slow drills that failed').toEqual([]);
    await Promise.all(contexts.map((context) => context.close()));
  });
}

test('with both home-page remotes down, the home page still shows its hero, header and footer', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_marketing', 'abort');
  await breakRemote(page, 'mfe_booking', 'abort');
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expectFallback(page, 'mfe_booking');
  await expectFallback(page, 'mfe_marketing');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Retry loads the area once the remote is back, without reloading the page', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_booking', 'abort');
  await page.goto('/book-night-out');
  await expectFallback(page, 'mfe_booking');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await page.unroute(`${REMOTE_ORIGINS.mfe_booking}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Night Out' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
});

test('a page-level fallback takes focus so keyboard users land on it', async ({ page }) => {
  await breakRemote(page, 'mfe_account', 'abort');
  await signInAs(page, ACCOUNTS.customer);
  await page.goto('/account-settings');
  await expectFallback(page, 'mfe_account');
  await expect(
    page.getByRole('heading', { name: 'Your account is temporarily unavailable' }),
  ).toBeFocused();
});

test('Login while mfe-account is down: the fallback shows where the dialog would, and closes back to Login', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_account', 'abort');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  const heading = page.getByRole('heading', { name: 'Your account is temporarily unavailable' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(heading).toHaveCount(0);
  await expect(login).toBeFocused();
  await login.click();
  await expect(heading).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(heading).toHaveCount(0);
});
