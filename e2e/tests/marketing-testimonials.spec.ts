import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { anonClient, serviceClient, signedInClient } from '../support/database';
import { jumpClockUntil } from '../support/clock';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { ACCOUNTS, signInAs } from '../support/sign-in';

const MODERATION =
  'Every review is read by our team before it appears; we publish good and bad alike.';
const created: string[] = [];

test.afterAll(async () => {
  if (created.length > 0) {
    await serviceClient().from('customer_testimonials').delete().in('testimonial_text', created);
  }
});

async function openTestimonials(page: Page) {
  await page.goto('/#testimonials');
  const section = page.locator('#testimonials');
  await expect(section.getByText(MODERATION)).toBeVisible();
  return section;
}

async function shareThroughDialog(page: Page, text: string, name: string) {
  const section = await openTestimonials(page);
  await section.getByRole('button', { name: 'Share Your Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: /5 – Excellent/ }).check();
  await dialog.getByRole('textbox', { name: 'Your review' }).fill(text);
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('E-mail').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await dialog.getByLabel('Where are you from?').fill('Bristol, UK');
  await dialog.getByLabel('Service used').selectOption('Island Tour');
  await submit.click();
  await expect(dialog.getByText('Thank you for your review!')).toBeVisible();
  // Shown for 2 seconds, then the dialog closes by itself.
  await expect(dialog).toHaveCount(0);
}

async function storedRow(text: string) {
  const { data, error } = await serviceClient()
    .from('customer_testimonials')
    .select('id, is_approved, verified_booking, customer_email, user_id')
    .eq('testimonial_text', text)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function approveAsModerator(id: string) {
  const moderator = await signedInClient(ACCOUNTS.moderator);
  const { data, error } = await moderator
    .from('customer_testimonials')
    .update({ is_approved: true })
    .eq('id', id)
    .select('is_approved');
  if (error) throw new Error(error.message);
  expect(data).toEqual([{ is_approved: true }]);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });

test('a review sent through the dialog waits for approval, then appears first', async ({
  page,
}) => {
  const text = `Spotless van and a driver who knew every beach (${randomUUID().slice(0, 8)}).`;
  created.push(text);
  await shareThroughDialog(page, text, 'Nora Quinn');

  const row = await storedRow(text);
  expect(row).toMatchObject({
    is_approved: false,
    verified_booking: false,
    customer_email: 'nora.quinn@example.com',
    user_id: null,
  });

  await page.reload();
  await openTestimonials(page);
  await expect(carousel(page)).toBeVisible();
  await expect(carousel(page).getByText(text)).toHaveCount(0);

  await approveAsModerator(row.id);
  await page.reload();
  await openTestimonials(page);
  const current = carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');
  await expect(current).toContainText(text);
  await expect(current).toContainText('Nora Quinn');
  await expect(current).toContainText('Bristol, UK · Island Tour');
  await expect(current.getByText('Verified ride')).toHaveCount(0);
});

test('a signed-in customer with a completed ride gets the Verified ride mark', async ({ page }) => {
  const text = `Back at the villa right on time after the fish fry (${randomUUID().slice(0, 8)}).`;
  created.push(text);
  await signInAs(page, ACCOUNTS.customer);
  await shareThroughDialog(page, text, 'Carla Customer');
  const row = await storedRow(text);
  expect(row.verified_booking).toBe(true);
  expect(row.is_approved).toBe(false);

  await approveAsModerator(row.id);
  await page.reload();
  await openTestimonials(page);
  const current = carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');
  await expect(current).toContainText(text);
  await expect(current.getByText('Verified ride')).toBeVisible();
});

test('an anonymous visitor cannot forge the mark with a direct supabase-js insert', async () => {
  const text = `Forged verified review ${randomUUID()}`;
  created.push(text);
  const { error } = await anonClient().from('customer_testimonials').insert({
    customer_name: 'Mallory',
    customer_email: 'mallory@example.com',
    rating: 5,
    testimonial_text: text,
    verified_booking: true,
  });
  expect(error?.code).toBe('42501');
  const { count } = await serviceClient()
    .from('customer_testimonials')
    .select('id', { count: 'exact', head: true })
    .eq('testimonial_text', text);
  expect(count).toBe(0);
});

test.describe('the built-in samples', () => {
  const READ_APPROVED = `${E2E_BACKEND_URL}/rest/v1/customer_testimonials?*`;

  test('appear when the table has no approved reviews', async ({ page }) => {
    // The answer an empty table gives (the shared e2e database cannot be emptied mid-run).
    await page.route(READ_APPROVED, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
        : route.continue(),
    );
    await openTestimonials(page);
    await expect(carousel(page).getByRole('button', { name: /^Show review/ })).toHaveCount(5);
    await expect(carousel(page)).toContainText('Sarah M.');
  });

  test('appear when the backend is down', async ({ page }) => {
    await page.route(`${E2E_BACKEND_URL}/**`, (route) => route.abort('connectionrefused'));
    // supabase-js tries a failed read three more times, 1, 2 and 4 s apart, before the samples
    // show: the page runs on Playwright's clock, and the test jumps it over those waits.
    await page.clock.install();
    await openTestimonials(page);
    const dots = carousel(page).getByRole('button', { name: /^Show review/ });
    await jumpClockUntil(page, (timeout) => expect(dots).toHaveCount(5, { timeout }), {
      stepMs: 1_000,
      maxMs: 20_000,
    });
  });
});

test('the carousel moves with the keyboard and holds still while focused', async ({ page }) => {
  await openTestimonials(page);
  const next = carousel(page).getByRole('button', { name: 'Next review' });
  await next.focus();
  const dots = carousel(page).getByRole('button', { name: /^Show review/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dots.last()).toHaveAttribute('aria-current', 'true');
});
