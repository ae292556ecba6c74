import { expect, type Locator, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS } from '../support/e2e-env';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { SITE_ROUTES } from '../support/site-routes';
import { serviceClient } from '../support/staff';

/** The pages whose head (title, intro) the shell prerenders into their own HTML document. */
const PRERENDERED = [
  '/gig/1',
  '/gig/8',
  '/contact',
  '/refund-policy',
  '/cancel-reservation',
  '/cancel-confirmation',
  '/reset-password',
  '/book-tour',
  '/book-night-out',
].map((path) => {
  const route = SITE_ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in SITE_ROUTES`);
  return route;
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records the largest-paint candidates and the layout shifts of the page from its first byte. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { largest: [] as string[], largestSize: [] as number[], shift: 0 };
    Object.assign(window, { __paints: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element?: Element | null;
        size: number;
      })[]) {
        const element = entry.element;
        // An element the page replaced before this ran is gone (null): only its size is known.
        record.largest.push(
          element instanceof HTMLImageElement
            ? `picture: ${element.alt}`
            : (element?.textContent?.trim() ?? ''),
        );
        record.largestSize.push(element ? 0 : entry.size);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __paints: { largest: string[]; largestSize: number[]; shift: number };
        }
      ).__paints,
  );

test.describe('the first paint of a page is its own head, in its HTML', () => {
  for (const route of PRERENDERED) {
    test(`${route.path}: the document carries the page's title and h1`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      expect(html).toMatch(new RegExp(`<h1 class="?page__title"?>${escaped(route.heading)}</h1>`));
      // The page's own document (not the generic one): its <title> names the page.
      expect(html).not.toMatch(/<title>Barbados Island Rides \| Private transfers/);
    });
  }

  test('signed-in and admin pages keep their head in an inert template until the access check', async ({
    request,
  }) => {
    for (const [path, heading, access] of [
      ['/dashboard', 'Dashboard', 'signed-in'],
      ['/my-bookings', 'My Bookings', 'signed-in'],
      ['/account-settings', 'Account Settings', 'signed-in'],
      ['/driver', 'My jobs', 'driver'],
      ['/admin', 'Admin Dashboard', 'moderator'],
      ['/admin/bookings', 'Manage Bookings', 'moderator'],
      ['/admin/settings', 'Settings', 'super_admin'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const template = new RegExp(
        `<template id="?private-page"? data-access="?${access}"?>.*<h1 class="?page__title"?>${heading}</h1>.*</template>`,
        's',
      );
      expect(html).toMatch(template);
      expect(html.replace(template, '')).not.toMatch(/<h1/);
      expect(html).toMatch(/<meta name="?robots"? content="?noindex"?/);
    }
  });

  test('a manage link’s document carries the page’s head, whatever its token', async ({
    request,
  }) => {
    const html = await (await request.get('/manage/Any-token_123')).text();
    expect(html).toMatch(/<h1 class="?page__title"?>Manage your booking<\/h1>/);
    expect(html).toMatch(/<meta name="?robots"? content="?noindex"?/);
  });

  test('a gig page’s picture is in its HTML, and the page renders the same picture', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/gig/4')).text();
    const inlined =
      /<img class="?service-intro__picture"? src="?(data:image\/svg\+xml,[^" >]+)/.exec(html)?.[1];
    expect(inlined).toBeDefined();
    await page.goto('/gig/4');
    await expect(page.getByRole('heading', { level: 2, name: 'About this service' })).toBeVisible();
    await expect(page.locator('img.service-intro__picture')).toHaveAttribute('src', inlined ?? '');
  });

  test('without JavaScript, each page shows its head', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of PRERENDERED) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
    await context.close();
  });
});

test.describe('on a phone, the page arrives under its head without moving it', () => {
  // Lighthouse's mobile screen. On a desktop the one-line intro is smaller than some of the
  // pages' own paragraphs, so there the largest paint may be the remote's.
  test.use({ viewport: { width: 412, height: 823 } });

  for (const route of PRERENDERED) {
    test(`${route.path}`, async ({ page }) => {
      await recordPaints(page);
      await page.goto(route.path);
      // The remote has rendered the page: the loading body under the head is gone.
      await expect(page.locator('.page-skeleton__body')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      const texts = await page.locator('.page__title, .page__intro, .page__note').allTextContents();
      const pictures = await page
        .locator('img.service-intro__picture')
        .evaluateAll((images) =>
          images.map((image) => `picture: ${(image as HTMLImageElement).alt}`),
        );
      const head = [...texts.map((text) => text.trim()), ...pictures];
      const { largest, shift } = await paints(page);
      expect(shift).toBeLessThanOrEqual(0.02);
      // The largest paint is the head the HTML brought, not something the remote drew later.
      expect(head).toContain(largest.at(-1));
    });
  }
});

/** A manage link for one of the seeded customer's upcoming bookings. */
async function manageLink(): Promise<string> {
  const db = serviceClient();
  const { data: booking } = await db
    .from('bookings')
    .select('id')
    .eq('email', ACCOUNTS.customer.email)
    .gt('pickup_date', new Date().toISOString().slice(0, 10))
    .order('pickup_date')
    .limit(1)
    .single();
  const { data: token } = await db.rpc('issue_manage_token', { p_booking_id: booking?.id ?? '' });
  return `/manage/${String(token)}`;
}

test.describe('on a phone, a returning visitor’s own page arrives under its head', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** Each page, who opens it, and a part of its own content (drawn once its data is in). */
  const PAGES: {
    path: string;
    account: { email: string; password: string } | null;
    heading: string;
    body: (page: Page) => Locator;
  }[] = [
    {
      path: '/dashboard',
      account: ACCOUNTS.customer,
      heading: 'Dashboard',
      body: (page) => page.getByText('Welcome back, Carla!'),
    },
    {
      path: '/my-bookings',
      account: ACCOUNTS.customer,
      heading: 'My Bookings',
      body: (page) => page.getByText(/\d+ of \d+ bookings?/),
    },
    {
      path: '/account-settings',
      account: ACCOUNTS.customer,
      heading: 'Account Settings',
      body: (page) => page.getByRole('button', { name: 'Change Password' }),
    },
    {
      path: '/driver',
      account: ACCOUNTS.driver,
      heading: 'My jobs',
      body: (page) =>
        page.getByRole('heading', { name: /^(Today|Tomorrow)|No jobs today or tomorrow/ }).first(),
    },
    {
      path: '/admin',
      account: ACCOUNTS.superAdmin,
      heading: 'Admin Dashboard',
      body: (page) => page.getByText(/^US\$[\d,.]+$/),
    },
    {
      path: '/admin/users',
      account: ACCOUNTS.superAdmin,
      heading: 'Admin Users',
      body: (page) => page.getByRole('heading', { name: /^Staff \(\d+\)$/ }),
    },
    {
      path: 'a manage link',
      account: null,
      heading: 'Manage your booking',
      body: (page) => page.getByRole('article'),
    },
  ];

  for (const { path, account, heading, body } of PAGES) {
    test(`${path}`, async ({ page }) => {
      if (account) await signInAs(page, account);
      await recordPaints(page);
      // The page's remote is held back: what shows meanwhile came with the page's HTML.
      const origin = REMOTE_ORIGINS[path.startsWith('/admin') ? 'mfe_admin' : 'mfe_account'];
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${origin}/**`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path === 'a manage link' ? await manageLink() : path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      release();
      // The page's own content has arrived under the head.
      await expect(body(page)).toBeVisible();
      const head = (await page.locator('.page__title, .page__intro').allTextContents()).map(
        (text) => text.trim(),
      );
      const { largest, largestSize, shift } = await paints(page);
      expect(shift).toBeLessThanOrEqual(0.02);
      const replacedSize = largestSize.at(-1) ?? 0;
      if (replacedSize === 0) {
        expect(head).toContain(largest.at(-1));
      } else {
        // The app rendered the same head in the same place right after its first paint, so the
        // painted element was gone before the observer named it: its painted size is that of the
        // text of the title or the intro standing there now (the paint counts the glyphs without
        // the lines' leading: within 15 %; the title and the intro differ six times over).
        const headSizes = await page.locator('.page__title, .page__intro').evaluateAll((elements) =>
          elements.map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const { width, height } = range.getBoundingClientRect();
            return width * height;
          }),
        );
        expect(
          headSizes.some((size) => Math.abs(size - replacedSize) <= size * 0.15),
          `a largest paint of ${replacedSize} px² among the head's ${headSizes.join(', ')}`,
        ).toBe(true);
      }
    });
  }
});
