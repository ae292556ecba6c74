import { expect, test } from '@playwright/test';

import { waitForApp } from '../support/home';
import { ACCOUNTS, signInAs } from '../support/sign-in';

test.describe('the phone menu', () => {
  test('works with JavaScript disabled: it opens, lists the sections and navigates', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/contact');
    const menu = page.locator('details.mobile-menu');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await menu.locator('summary').click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveText([
      'Home',
      'Services',
      'About Us',
      'Testimonials',
      'Contact',
      'Call us: +1 246 269 9288',
      'Email us: bookings@example.com',
    ]);
    await expect(menu.getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    await mobileNav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Your private ride across Barbados/ }),
    ).toBeVisible();
    // Closes again by its toggle.
    await menu.locator('summary').click();
    await expect(mobileNav).toBeVisible();
    await menu.locator('summary').click();
    await expect(mobileNav).toBeHidden();
    await context.close();
  });

  test('is usable by keyboard: Enter opens it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    // The heading is in the prerendered HTML; Escape is the app's, so wait until it runs.
    await waitForApp(page);
    const toggle = page.locator('details.mobile-menu summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Login from the menu opens the login dialog', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.locator('details.mobile-menu summary').click();
    await page.locator('details.mobile-menu').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('signed in, it lists the account pages and Sign Out', async ({ page }) => {
    await signInAs(page, ACCOUNTS.customer);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.locator('details.mobile-menu summary').click();
    const menu = page.locator('details.mobile-menu');
    await expect(menu.getByText('Signed in as')).toContainText('Carla Customer');
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
  });
});

test('on a phone a gig page puts the Book button before the long description', async ({ page }) => {
  await page.goto('/gig/2');
  const book = page.getByRole('complementary').getByRole('link', { name: 'Book Now' });
  await expect(book).toBeVisible();
  const bookTop = (await book.boundingBox())?.y ?? Infinity;
  const aboutTop =
    (await page.getByRole('heading', { name: 'About this service' }).boundingBox())?.y ?? 0;
  expect(bookTop).toBeLessThan(aboutTop);
});
