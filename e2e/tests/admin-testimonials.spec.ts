/**
 * Testimonial moderation: approve makes a review
 * appear in the home page's testimonials carousel, unapprove removes it again; feature, details with the e-mail,
 * delete after a confirmation question; figures from the database.
 */
import { randomInt } from 'node:crypto';

import { E2E_ANON_KEY } from '../support/api-keys';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { signInAs } from '../support/sign-in';
import { serviceClient, STAFF } from '../support/staff';

/** A pending testimonial made for one test, as a visitor submits it. */
async function freshTestimonial(): Promise<{ name: string; email: string }> {
  const name = `Reviewer ${randomInt(100_000, 999_999)}`;
  const email = `${name.replace(' ', '.').toLowerCase()}@example.com`;
  const { error } = await serviceClient().from('customer_testimonials').insert({
    customer_name: name,
    customer_email: email,
    customer_location: 'Speightstown',
    service_used: 'Island Tour',
    rating: 4,
    testimonial_text: 'Lovely driver, spotless van and a great tour of the north coast.',
  });
  if (error) throw new Error(error.message);
  return { name, email };
}

/** The approved testimonials the public home page can read (anon key, as the site does). */
async function publiclyVisible(name: string): Promise<number> {
  const response = await fetch(
    `${E2E_BACKEND_URL}/rest/v1/customer_testimonials?select=customer_name&is_approved=eq.true&customer_name=eq.${encodeURIComponent(name)}`,
    { headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${E2E_ANON_KEY}` } },
  );
  return ((await response.json()) as unknown[]).length;
}

const created: string[] = [];
test.afterAll(async () => {
  if (created.length > 0) {
    await serviceClient().from('customer_testimonials').delete().in('customer_name', created);
  }
});

/**
 * The home page's testimonials carousel as a visitor sees it, once it has read the approved
 * testimonials from the database (it loads them when it comes near the viewport).
 */
async function homeCarousel(visitor: Page) {
  const loaded = visitor.waitForResponse(
    (response) => response.url().includes('/rest/v1/customer_testimonials?') && response.ok(),
  );
  // The same URL again is a reload (a hash-only navigation would not load the page again).
  if (visitor.url().endsWith('/#testimonials')) await visitor.reload();
  else await visitor.goto('/#testimonials');
  await loaded;
  const carousel = visitor.getByRole('region', { name: 'Customer reviews' });
  await expect(carousel.getByRole('button', { name: /^Show review/ }).first()).toBeVisible();
  return carousel;
}

/** The carousel's slides (shown or waiting their turn) by one reviewer. */
const slidesBy = (carousel: Locator, name: string) =>
  carousel.locator('[aria-roledescription="slide"]').filter({ hasText: name });

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Testimonials waiting for approval, counted as the admin figures count them. */
async function pendingInDatabase(): Promise<number> {
  const { count, error } = await serviceClient()
    .from('customer_testimonials')
    .select('id', { count: 'exact', head: true })
    .eq('is_approved', false);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Figures' }).getByText(label, { exact: true }).locator('..');

test('approve publishes a testimonial on the home page, unapprove hides it; feature and details', async ({
  page,
  browser,
}) => {
  const { name, email } = await freshTestimonial();
  created.push(name);
  const visitor = await visitorPage(browser);
  expect(await slidesBy(await homeCarousel(visitor), name).count()).toBe(0);

  await signInAs(page, STAFF.moderator);
  await page.goto(`/admin/testimonials?filter=pending&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Pending approval')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Approve the testimonial by ${name}` }).click();
  await expect(
    page.getByText(`Approved: the testimonial by ${name} now shows on the site.`),
  ).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  // The figures are read again after the change. Other tests add and remove testimonials at the same
  // time, so the tile is compared with the database's own count rather than with a remembered one.
  await expect(async () => {
    const shown = Number(await tile(page, 'Pending').locator('span').last().textContent());
    expect(shown).toBe(await pendingInDatabase());
  }).toPass({ timeout: 10_000 });
  expect(await publiclyVisible(name)).toBe(1);
  // The visitor's home page now shows it in the testimonials carousel.
  const shown = slidesBy(await homeCarousel(visitor), name);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Lovely driver, spotless van and a great tour');
  await expect(shown).toContainText('Speightstown · Island Tour');

  await card.getByRole('button', { name: `Feature the testimonial by ${name}` }).click();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `View details of the testimonial by ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Testimonial by ${name}` });
  await expect(dialog.getByRole('link', { name: email })).toBeVisible();
  await expect(dialog).toContainText('Speightstown');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `Unapprove the testimonial by ${name}` }).click();
  await expect(card.getByText('Pending approval')).toBeVisible();
  expect(await publiclyVisible(name)).toBe(0);
  // Gone from the home page again after a reload.
  await expect(slidesBy(await homeCarousel(visitor), name)).toHaveCount(0);
  await visitor.context().close();
  const { data } = await serviceClient()
    .from('customer_testimonials')
    .select('approved_at, is_featured')
    .eq('customer_name', name);
  expect(data).toEqual([{ approved_at: null, is_featured: true }]);
});

test('delete asks for confirmation and removes the testimonial', async ({ page }) => {
  const { name } = await freshTestimonial();
  created.push(name);
  await signInAs(page, STAFF.admin);
  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Delete the testimonial by ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this testimonial?');
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete testimonial' }).click();
  await expect(page.getByText(`The testimonial by ${name} was deleted.`)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No testimonials match your criteria' }),
  ).toBeVisible();
  const { data } = await serviceClient()
    .from('customer_testimonials')
    .select('id')
    .eq('customer_name', name);
  expect(data).toEqual([]);
});

test('the filter and search stay in the URL', async ({ page }) => {
  await signInAs(page, STAFF.moderator);
  await page.goto('/admin/testimonials');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('featured');
  await expect(page).toHaveURL(/filter=featured$/);
  await page.getByRole('searchbox', { name: 'Search testimonials' }).fill('Sarah');
  await expect(page).toHaveURL(/q=Sarah&filter=featured$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Sarah Mitchell' })).toBeVisible();
  await expect(page.getByText('1 testimonial (filtered)')).toBeVisible();
});
