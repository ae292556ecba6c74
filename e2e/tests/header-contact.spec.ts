// The public header carries the support e-mail beside the phone, as the footer and the contact
// section do: on wide screens in the header itself, on phones in the menu, and in the HTML served
// before any script runs.
import { expect, type Page, test } from '@playwright/test';

import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

const EMAIL = 'bookings@example.com';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectContactInHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: EMAIL })).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );
  await expect(header.getByRole('link', { name: EMAIL })).toBeVisible();
  await expect(header.getByRole('link', { name: '+1 246 269 9288' })).toBeVisible();
}

test.describe('on a wide screen', () => {
  test.use({ viewport: WIDE });

  test('the header shows the support phone and e-mail, and nothing in it moves', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto('/contact');
    await expectContactInHeader(page);
    await page.waitForLoadState('networkidle');
    const moved = (await layoutShifts(page))
      .flatMap((shift) => shift.nodes.map((node) => node.node))
      .filter((node) => /site-header|site-nav|Book Now|mailto/.test(node));
    expect(moved).toEqual([]);
  });

  test('the e-mail is in the header before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE });
    const page = await context.newPage();
    await page.goto('/refund-policy');
    await expectContactInHeader(page);
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu offers the support e-mail under the phone', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Call us: +1 246 269 9288' })).toBeVisible();
    const email = menu.getByRole('link', { name: `Email us: ${EMAIL}` });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${EMAIL}`);
  });
});
