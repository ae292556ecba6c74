import { expect, type Page, test } from '@playwright/test';

import { openedMailtos, parseMailto, recordMailtos } from '../support/mailto';

const INBOX = 'bookings@example.com';
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await recordMailtos(page);
});

test.describe('the contact form', () => {
  test('refuses what is missing with the required messages and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.locator('#message-form');
    await form.getByLabel('E-mail').fill('ann@example');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you have a van for 8 on Friday?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Please correct the errors below')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Service is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('E-mail')).toHaveValue('ann@example');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Do you have a van for 8 on Friday?',
    );
    expect(await openedMailtos(page)).toEqual([]);
  });

  test('prepares the e-mail, then after a second toasts and clears the form', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('#message-form');
    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByLabel('E-mail').fill('ann@example.com');
    await form.getByLabel('Contact number').fill('+44 20 7946 0958');
    await form.getByLabel('Service').selectOption({ label: 'Photography Services' });
    await form.getByLabel('Confirmation number').fill('BB-100001-CUP');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Could we add a sunset photo shoot to our transfer?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => openedMailtos(page)).toHaveLength(1);
    const [href] = await openedMailtos(page);
    const mail = parseMailto(href ?? '');
    expect(mail.to).toBe(INBOX);
    expect(mail.subject).toBe('Contact Message - BB-100001-CUP');
    expect(mail.body.split('\r\n')).toEqual([
      'Reference: BB-100001-CUP',
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: +44 20 7946 0958',
      'Service: photography',
      'Confirmation number: BB-100001-CUP',
      '',
      'Message',
      'Could we add a sunset photo shoot to our transfer?',
    ]);

    await expect(
      toast(page, 'Your message has been prepared! Please send it from your email client.'),
    ).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(form.getByRole('link', { name: 'Open the prepared e-mail' })).toHaveAttribute(
      'href',
      href ?? '',
    );
  });

  test('the home page’s contact section sends with a CM reference when no number is given', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const section = page.locator('#contact');
    await expect(section).toBeInViewport();
    await section.getByLabel('Name').fill('Ben Ode');
    await section.getByLabel('E-mail').fill('ben@example.org');
    await section.getByLabel('Service').selectOption('airport');
    await section
      .getByRole('textbox', { name: 'Message' })
      .fill('Two adults landing Saturday at 14:05.');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => openedMailtos(page)).toHaveLength(1);
    const mail = parseMailto((await openedMailtos(page))[0] ?? '');
    expect(mail.subject).toMatch(/^Contact Message - CM-\d{6}-[A-Z]{3}$/);
    expect(mail.body).toContain('Confirmation number: Not provided');
  });
});

test.describe('cancel reservation', () => {
  test('the four policies open one at a time', async ({ page }) => {
    await page.goto('/cancel-reservation');
    const names = ['Cancellations By You', 'Cancellations By Us', 'No-Shows', 'Late Client Policy'];
    for (const name of names) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await page.getByRole('button', { name: 'Cancellations By You' }).click();
    await expect(page.getByText(/a 100% refund/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Late Client Policy' }).click();
    await expect(page.getByRole('button', { name: 'Late Client Policy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Cancellations By You' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByText(/50% non-refundable charge/)).toBeVisible();
  });

  test('refuses a missing confirmation number or a bad e-mail', async ({ page }) => {
    await page.goto('/cancel-reservation');
    await page.getByLabel('E-mail used for the booking').fill('someone@');
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await expect(toast(page, 'Please correct the errors below')).toBeVisible();
    await expect(page.getByText('Confirmation number is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('E-mail used for the booking')).toHaveValue('someone@');
    await expect(page).toHaveURL(/\/cancel-reservation$/);
  });

  test('processes, toasts, prepares the e-mail and shows the confirmation page', async ({
    page,
  }) => {
    await page.goto('/cancel-reservation');
    await page.getByLabel('Confirmation number').fill('BB-100002-CUC');
    await page.getByLabel('E-mail used for the booking').fill('customer@example.com');
    await page.getByRole('button', { name: 'Request Cancellation' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(toast(page, 'Cancellation request submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/cancel-confirmation$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancellation Request Received' }),
    ).toBeVisible();
    const mail = parseMailto((await openedMailtos(page))[0] ?? '');
    expect(mail.to).toBe(INBOX);
    expect(mail.subject).toBe('Booking Cancellation - BB-100002-CUC');
    expect(mail.body).toContain('Confirmation number: BB-100002-CUC');
    expect(mail.body).toContain('Email: customer@example.com');
    expect(mail.body).toMatch(/Requested at: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT-4\)/);

    const steps = page.getByRole('region', { name: 'What happens next' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Our team reviews your request\./,
      /You receive an e-mail confirmation within the hour\./,
      /Any refund due is paid within 14 days\./,
    ]);
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the refund policy page states a 100% refund more than 48 hours ahead', async ({ page }) => {
  await page.goto('/refund-policy');
  await expect(
    page.getByText('More than 48 hours before pickup: full (100%) refund.'),
  ).toBeVisible();
  await expect(page.getByText(/94%/)).toHaveCount(0);
});
