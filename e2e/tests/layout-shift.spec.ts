// Layout shifts (CLS) where the site used to move after its first paint (CLS at most 0.02
// everywhere): the headers once the session and the role are known, the admin dashboard's figures
// on a phone, and `/` when its remotes render after the visitor has scrolled. Layout is
// deterministic enough to assert; times are never asserted. tools/bench/layout-shifts.ts prints the
// figures of every route, throttled and not.
import { expect, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS } from '../support/e2e-env';
import {
  cumulativeLayoutShift,
  describeShifts,
  layoutShifts,
  recordLayoutShifts,
} from '../support/layout-shifts';
import { waitForApp } from '../support/home';
import { ACCOUNTS, signInAs } from '../support/sign-in';

const CLS_TARGET = 0.02;
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** Once nothing more arrives: the page's CLS is within the target. */
async function expectClsWithinTarget(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const shifts = await layoutShifts(page);
  expect(cumulativeLayoutShift(shifts), describeShifts(shifts).join('\n')).toBeLessThanOrEqual(
    CLS_TARGET,
  );
}

/** The elements matching `pattern` that moved at all (CLS sums small moves below the target). */
async function movedElements(page: Page, pattern: RegExp): Promise<string[]> {
  const shifts = await layoutShifts(page);
  return shifts
    .flatMap((shift) => shift.nodes.map((moved) => moved.node))
    .filter((node) => pattern.test(node));
}

test.describe('the public header, signed in, on a laptop', () => {
  test.use({ viewport: LAPTOP });

  for (const [role, account] of [
    ['a customer', ACCOUNTS.customer],
    ['a super admin', ACCOUNTS.superAdmin],
  ] as const) {
    test(`as ${role}: the menu takes the place of Login and Sign Up and nothing moves`, async ({
      page,
    }) => {
      await signInAs(page, account);
      await recordLayoutShifts(page);
      await page.goto('/contact');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: account.name })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);
      await expectClsWithinTarget(page);
      expect(await movedElements(page, /site-header|site-nav|Book Now/)).toEqual([]);
    });
  }
});

test.describe('the admin dashboard on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header fills in and the revenue arrives on one line without moving anything', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.superAdmin);
    await recordLayoutShifts(page);
    await page.goto('/admin');
    await expect(page.getByRole('banner').getByText('Super Admin')).toBeVisible();
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    const revenue = figure('Total revenue (USD)');
    await expect(revenue).toHaveText(/^US\$[\d,.]+$/);
    await expectClsWithinTarget(page);
    expect(await movedElements(page, /admin-header|Back to site|Sign Out/)).toEqual([]);

    // One line, as high as a one-digit figure's, and within its tile.
    const bookingsBox = await figure('Total bookings').boundingBox();
    const revenueBox = await revenue.boundingBox();
    expect(revenueBox?.height).toBe(bookingsBox?.height);
    expect(await revenue.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  });
});

/**
 * Holds every request to the two remotes of `/` until `release` is called, so the test decides
 * where the visitor is when the calculator and the sections render (the worst case: both at once).
 */
async function holdHomeRemotes(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const origin of [REMOTE_ORIGINS.mfe_booking, REMOTE_ORIGINS.mfe_marketing]) {
    await page.route(`${origin}/**`, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

/** Scrolls without the page's smooth scrolling, so the position is exact when the remotes render. */
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`/ at ${viewport.width} px, its remotes rendering after the visitor scrolled`, () => {
    test.use({ viewport });

    test('past the calculator placeholder, looking at what follows it: nothing moves', async ({
      page,
    }) => {
      const release = await holdHomeRemotes(page);
      await recordLayoutShifts(page);
      await page.goto('/');
      await waitForApp(page);
      // The calculator slot's end in the middle of the screen: the sections' placeholder below it.
      const slotEnd = await page
        .locator('#price-calculator')
        .evaluate((slot) => slot.getBoundingClientRect().bottom + window.scrollY);
      await scrollTo(page, slotEnd - viewport.height / 2);
      release();
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeAttached();
      await expectClsWithinTarget(page);
    });

    test('at the bottom of the page, looking at the footer: nothing moves', async ({ page }) => {
      const release = await holdHomeRemotes(page);
      await recordLayoutShifts(page);
      await page.goto('/');
      await waitForApp(page);
      await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      release();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeAttached();
      await expectClsWithinTarget(page);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    });
  });
}
