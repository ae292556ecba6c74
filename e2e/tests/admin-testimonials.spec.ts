/**
 * Testimonial moderation (SPEC section 2, Admin testimonials; issue 11): approve makes a review
 * public (what the home page reads), unapprove hides it again; feature, details with the e-mail,
 * delete after the SPEC's question; figures from the database.
 */
import { randomInt } from 'node:crypto';

import { DEMO_ANON_KEY } from '@bbt/local-supabase';
import { expect, type Page, test } from '@playwright/test';

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
    { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}` } },
  );
  return ((await response.json()) as unknown[]).length;
}

const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Figures' }).getByText(label, { exact: true }).locator('..');

test('approve publishes a testimonial, unapprove hides it; feature and details', async ({
  page,
}) => {
  const { name, email } = await freshTestimonial();
  await signInAs(page, STAFF.moderator);
  await page.goto(`/admin/testimonials?filter=pending&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Pending approval')).toBeVisible();
  const pendingBefore = Number(await tile(page, 'Pending').locator('span').last().textContent());
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Approve the testimonial by ${name}` }).click();
  await expect(
    page.getByText(`Approved: the testimonial by ${name} now shows on the site.`),
  ).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(tile(page, 'Pending')).toContainText(String(pendingBefore - 1));
  expect(await publiclyVisible(name)).toBe(1);

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
  const { data } = await serviceClient()
    .from('customer_testimonials')
    .select('approved_at, is_featured')
    .eq('customer_name', name);
  expect(data).toEqual([{ approved_at: null, is_featured: true }]);
});

test('delete asks the SPEC’s question and removes the testimonial', async ({ page }) => {
  const { name } = await freshTestimonial();
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
