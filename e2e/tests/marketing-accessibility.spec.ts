import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { openHome } from '../support/home';
import { SITE_ROUTES } from '../support/site-routes';

test.describe('axe on every page of the public site (no serious or critical violations)', () => {
  // Every route of the area (the site-wide axe sweep leaves them to this spec), and the gig pages
  // between the first and the last.
  const pages = [
    ...SITE_ROUTES.filter((route) => route.owner === 'mfe_marketing').map((route) => ({
      path: route.path,
      ready: route.heading,
    })),
    { path: '/gig/2', ready: 'Island Tour' },
    { path: '/gig/3', ready: 'Day or Night Out' },
    { path: '/gig/4', ready: 'Wedding Transportation' },
    { path: '/gig/5', ready: 'Corporate Transportation' },
    { path: '/gig/6', ready: 'Cruise Ship Excursions' },
    { path: '/gig/7', ready: 'Photography Services' },
    { path: '/gig/abc', ready: 'Service Not Found' },
  ];
  for (const { path, ready } of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/ with every section loaded (reviews shown, carousel ready)', async ({ page }) => {
    await page.goto('/#testimonials');
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByTestId('featured-reviews')).not.toHaveAttribute('aria-hidden', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('axe with dialogs open and errors shown', () => {
  test('Share Your Experience, empty and with its errors', async ({ page }) => {
    await page.goto('/#testimonials');
    // The reviews first, as a visitor sees them: cards arriving (and fading in) behind the open
    // dialog were once read by axe halfway through, at a contrast nobody sees.
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByTestId('featured-reviews')).not.toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('button', { name: 'Share Your Experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /3 – Good/ }).check();
    await dialog.getByRole('textbox', { name: 'Your review' }).fill('Friendly and on time.');
    await dialog.getByLabel('E-mail').fill('not an e-mail');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the gallery lightbox', async ({ page }) => {
    await page.goto('/gig/8');
    await page.getByRole('button', { name: /^Open picture 2 of 3/ }).click();
    await expect(page.getByRole('dialog', { name: 'Concierge Services gallery' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the contact form with its errors', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('#message-form').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the cancellation form with its errors', async ({ page }) => {
    await page.goto('/cancel-reservation');
    await page.getByRole('button', { name: 'Cancellations By You' }).click();
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await expect(page.getByText('Confirmation number is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the phone menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gig/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Day or Night Out' })).toBeVisible();
    await page.locator('details.mobile-menu summary').click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a gig page after a booking request (success state)', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(
        {
          usr: { bookingSuccess: true, message: 'Prepared.', referenceNumber: 'NO-111111-AAA' },
          key: 'a11y',
          idx: 1,
        },
        '',
        '/gig/3',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByTestId('booking-success')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
