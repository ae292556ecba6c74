import { expect, type Page, test } from '@playwright/test';

import { dateAhead, setStepper } from '../support/booking-flow';
import { captureMailto, preparedMails } from '../support/mailto-capture';

const SUCCESS = 'Your booking request has been prepared! Please send it from your email client.';

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Country code').fill('+44');
  await page.getByLabel('Area code').fill('20');
  await page.getByLabel('Phone number').fill('7946 0958');
  await page.getByLabel('Date').fill(dateAhead(9));
  await page.getByLabel('Pick-up time').fill('09:00');
}

/** Types into a number box and leaves it (where an out-of-range number is kept and explained). */
async function typeAndLeave(page: Page, label: string, value: string) {
  const box = page.getByRole('spinbutton', { name: label, exact: true });
  await box.fill(value);
  await box.blur();
}

/** The router state the gig page receives (history.state.usr, where react-router keeps it). */
async function routerState(page: Page) {
  return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
}

test.describe('book-tour', () => {
  test('every required field says what it needs; nothing is prepared', async ({ page }) => {
    await captureMailto(page);
    await page.goto('/book-tour');
    await expect(page.getByTestId('request-reference')).toHaveText(/^TR-\d{6}-[A-Z]{3}$/);
    await page.getByRole('button', { name: 'Book Now!' }).click();
    await expect(page.getByText('Please correct the errors below')).toBeVisible();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Country code is required',
      'Area code is required',
      'Phone number is required',
      'Date is required',
      'Time is required',
      'Transportation type is required',
      'Pick-up location is required',
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('First name').blur();
    await expect(page.getByText('First name must be at least 2 characters long')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Date').fill(dateAhead(0));
    await page.getByLabel('Date').blur();
    await expect(
      page.getByText(
        'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now!' })).toBeDisabled();
    await typeAndLeave(page, 'Number of adults', '25');
    await expect(page.getByRole('spinbutton', { name: 'Number of adults' })).toHaveValue('25');
    await expect(page.getByText('Number of adults cannot exceed 20')).toBeVisible();
    expect(await preparedMails(page)).toEqual([]);
  });

  test('a valid request prepares the e-mail, toasts, then shows /gig/2 with the success state', async ({
    page,
  }) => {
    await captureMailto(page);
    await page.goto('/book-tour');
    const reference = await page.getByTestId('request-reference').innerText();
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'Hotel / Villa / Restaurant name',
    );
    await fillContact(page);
    await setStepper(page.locator('form'), 'Number of adults', 2);
    await setStepper(page.locator('form'), 'Number of children', 1);
    await page.getByLabel('Transportation type').selectOption('standard');
    await page.getByLabel('Pick-up location').fill('Sandy Lane');
    await page.getByLabel("Harrison's Cave").check();
    await page.getByLabel('Additional requests').fill('Lunch at Bathsheba, please.');
    await page.getByRole('button', { name: 'Book Now!' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const [mail] = await preparedMails(page);
    expect(mail?.to).toBe('bookings@example.com');
    expect(mail?.subject).toBe(`New Tour Booking Request - ${reference}`);
    for (const line of [
      `Reference: ${reference}`,
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: +44 20 7946 0958',
      'Pick-up time: 9:00 AM',
      'Pick-up location: Sandy Lane',
      'Adults: 2',
      'Children: 1',
      'Transportation: Standard',
      'Hourly rate: $75 per hour',
      "- Harrison's Cave",
      'Lunch at Bathsheba, please.',
    ]) {
      expect(mail?.body).toContain(line);
    }
    await page.waitForURL('**/gig/2');
    expect(await routerState(page)).toEqual({
      bookingSuccess: true,
      message: SUCCESS,
      referenceNumber: reference,
    });
  });

  test('from the cruise page (state flag) the pick-up placeholder asks for the ship', async ({
    page,
  }) => {
    await page.goto('/gig/6');
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { fromCruise: true }, key: 'cruise', idx: 1 },
        '',
        '/book-tour',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'e.g., name of ship',
    );
  });

  test('a link from /gig/6 (the referrer) also gives the ship placeholder', async ({ page }) => {
    await page.goto('/gig/6');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/book-tour';
      link.textContent = 'to tour';
      document.body.append(link);
    });
    await page.getByRole('link', { name: 'to tour' }).click();
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'e.g., name of ship',
    );
  });
});

test.describe('book-night-out', () => {
  test('validation: adults 1-12, return time required, the required messages', async ({ page }) => {
    await page.goto('/book-night-out');
    await expect(page.getByTestId('request-reference')).toHaveText(/^NO-\d{6}-[A-Z]{3}$/);
    await expect(page.getByRole('spinbutton', { name: 'Number of adults' })).toHaveValue('2');
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'Hotel / Villa name',
    );
    await page.getByRole('button', { name: 'Book Now!' }).click();
    await expect(page.getByText('Please correct the errors below')).toBeVisible();
    await expect(page.getByText('Time is required')).toHaveCount(2);
    await expect(page.getByText('Pick-up location is required')).toBeVisible();
    await typeAndLeave(page, 'Number of adults', '30');
    await expect(page.getByRole('spinbutton', { name: 'Number of adults' })).toHaveValue('30');
    await expect(page.getByText('Number of adults cannot exceed 12')).toBeVisible();
  });

  test('a valid request prepares the e-mail and shows /gig/3 with the success state', async ({
    page,
  }) => {
    await captureMailto(page);
    await page.goto('/book-night-out');
    const reference = await page.getByTestId('request-reference').innerText();
    await fillContact(page);
    await page.getByLabel('Return time').fill('23:30');
    await page.getByLabel('Pick-up location').fill('Sugar Bay Barbados');
    await page.getByLabel('Find a restaurant or venue').fill('oistins');
    await page
      .getByRole('checkbox', { name: /Oistins/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Book Now!' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const [mail] = await preparedMails(page);
    expect(mail?.subject).toBe(`New Night Out Booking Request - ${reference}`);
    expect(mail?.body).toContain('Return time: 11:30 PM');
    expect(mail?.body).toContain('Adults: 2');
    expect(mail?.body).toMatch(/Restaurants and venues\r\n- .*Oistins/);
    await page.waitForURL('**/gig/3');
    expect(await routerState(page)).toEqual({
      bookingSuccess: true,
      message: SUCCESS,
      referenceNumber: reference,
    });
  });
});
