import { expect, type Locator, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS, type RemoteKey } from '../support/e2e-env';
import { expectFallback, fallbackAlert } from '../support/remote-fallback';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';

// In order, on one worker: the slow drills spend most of their time waiting on the network (run on
// both workers at once they left the CPU half idle), and the other worker keeps the CPU busy.
test.describe.configure({ mode: 'default' });

type FailureMode = 'abort' | 'hang' | '404';

const DESCRIBED: Record<FailureMode, string> = {
  abort: 'down',
  hang: 'hanging',
  '404': 'answering 404 for its entry',
};

/**
 * Makes every request to one remote's origin fail at once or never answer at all, or has its
 * server answer 404 for the remote's entry (remoteEntry.js, the file runtime.json names).
 */
async function breakRemote(page: Page, remote: RemoteKey, mode: FailureMode): Promise<void> {
  if (mode === '404') {
    await page.route(`${REMOTE_ORIGINS[remote]}/remoteEntry.js*`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: 'Not Found',
      }),
    );
    return;
  }
  // 'hang' runs the page on Playwright's clock (time flows as usual until a test jumps it).
  if (mode === 'hang') await page.clock.install();
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, async (route) => {
    if (mode === 'abort') await route.abort('connectionrefused');
    // 'hang': leave the request pending forever, like a server that accepts and never answers.
  });
}

/**
 * The area's fallback shows. For a hanging remote the visitor sits out the shell's timeout (8 s
 * without a file); the test jumps the page's clock a second at a time instead of waiting it out.
 */
async function expectFallbackAfter(page: Page, remote: RemoteKey, mode: FailureMode) {
  if (mode === 'hang') {
    await expect(async () => {
      await page.clock.fastForward(1_000);
      await expect(fallbackAlert(page, remote).first()).toBeVisible({ timeout: 250 });
    }).toPass({ intervals: [0], timeout: 30_000 });
  }
  await expectFallback(page, remote);
}

const HERO = /Your private ride across Barbados/;

for (const mode of ['abort', 'hang', '404'] as const) {
  test.describe(`a remote that is ${DESCRIBED[mode]}`, () => {
    test(`mfe-marketing ${mode}: its pages show the fallback; home keeps its hero and the calculator`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_marketing', mode);
      await page.goto('/contact', { waitUntil: 'commit' });
      await expectFallbackAfter(page, 'mfe_marketing', mode);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
      await expectFallbackAfter(page, 'mfe_marketing', mode);
    });

    test(`mfe-booking ${mode}: its pages show the fallback; marketing pages and home still work`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_booking', mode);
      await page.goto('/book-tour', { waitUntil: 'commit' });
      await expectFallbackAfter(page, 'mfe_booking', mode);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    });

    test(`mfe-account ${mode}: its pages show the fallback; other pages and home still work`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_account', mode);
      // A returning customer (a visitor with no session is sent home before any remote loads).
      await signInAs(page, ACCOUNTS.customer);
      await page.goto('/my-bookings', { waitUntil: 'commit' });
      await expectFallbackAfter(page, 'mfe_account', mode);
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
      await breakRemote(page, 'mfe_admin', mode);
      await page.goto('/admin/bookings', { waitUntil: 'commit' });
      await expectFallbackAfter(page, 'mfe_admin', mode);
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

/** One slow drill in its own page: the area arrives late but whole, and the site works meanwhile. */
async function slowDrill(page: Page, drill: SlowDrill): Promise<void> {
  if (drill.account) await signInAs(page, drill.account);
  await slowDownRemote(page, drill.remote);
  await page.goto(drill.path, { waitUntil: 'commit' });
  // The area has started loading (its slot shows the page's placeholder) ...
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  // ... and while it loads, the visitor goes elsewhere, then comes back.
  await drill.elsewhere(page);
  while (new URL(page.url()).pathname !== drill.path) await page.goBack();
  // The shell gives up on a remote that sends nothing for 8 s; this one sends a file every 5 s.
  const fallback = fallbackAlert(page, drill.remote);
  await expect(drill.control(page).or(fallback)).toBeVisible({ timeout: 90_000 });
  await expect(fallback).toHaveCount(0);
  await expect(drill.control(page)).toBeVisible();
}

// The four drills spend nearly all their time waiting on the network (15-21 s each, one after the
// other): they run side by side, each remote slowed in a browser context of its own.
test(`each remote answering slowly (${SLOW_FILE_MS / 1000} s per file): its page arrives, not the fallback; the rest of the site works meanwhile`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await Promise.all(
    SLOW_DRILLS.map((drill) =>
      test.step(`${drill.remote.replace('_', '-')} slow`, async () => {
        const context = await browser.newContext();
        try {
          await slowDrill(await context.newPage(), drill);
        } finally {
          await context.close();
        }
      }),
    ),
  );
});

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
