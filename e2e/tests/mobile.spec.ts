import { expect, test } from '@playwright/test';
import { openHome } from '../support/home';

test('on a phone the header collapses into a menu that opens, navigates and closes', async ({
  page,
}) => {
  await openHome(page);
  // The prerendered header is static until React takes over; the remotes' content means it has.
  await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav).toBeHidden();
  // A native <details>: its summary is the toggle, and the browser reports its state.
  const menu = page.locator('details.mobile-menu');
  const toggle = menu.locator('summary');
  await expect(toggle).toHaveAccessibleName('Menu');
  await expect(menu).not.toHaveAttribute('open');
  await toggle.click();
  await expect(menu).toHaveAttribute('open');
  await expect(toggle).toHaveAccessibleName('Close menu');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole('link', { name: 'Services' }).click();
  await expect(mobileNav).toBeHidden();
  await expect(menu).not.toHaveAttribute('open');
  await expect(page.locator('#services')).toBeInViewport();
});

test('on a phone the hero and the Book Now button are visible without scrolling', async ({
  page,
}) => {
  await openHome(page);
  await expect(
    page.getByRole('heading', { level: 1, name: /Your private ride across Barbados/ }),
  ).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeInViewport();
});
