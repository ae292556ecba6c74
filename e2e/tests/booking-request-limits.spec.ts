/**
 * The tour and night-out request forms keep what the visitor typed: a number out of range is kept
 * and explained (not replaced by the bound), and a request too long for a prepared e-mail is an
 * error that says what to shorten (not cut), with the room left shown under the requests box.
 */
import { expect, type Page, test } from '@playwright/test';

import { dateAhead } from '../support/booking-flow';
import { captureMailto, preparedMails } from '../support/mailto-capture';

const SUBMIT_ERROR = 'There was an error submitting your booking. Please try again.';

const numberBox = (page: Page, label: string) =>
  page.getByRole('spinbutton', { name: label, exact: true });

async function typeAndLeave(page: Page, label: string, value: string) {
  const box = numberBox(page, label);
  await box.fill(value);
  await box.blur();
}

async function fillTour(page: Page) {
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Country code').fill('+44');
  await page.getByLabel('Area code').fill('20');
  await page.getByLabel('Phone number').fill('7946 0958');
  await page.getByLabel('Date').fill(dateAhead(9));
  await page.getByLabel('Pick-up time').fill('09:00');
  await page.getByLabel('Transportation type').selectOption('standard');
  await page.getByLabel('Pick-up location').fill('Sandy Lane');
}

/** The number the allowance under the requests box shows ('N characters left'). */
async function charactersLeft(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ characters? left$/).innerText();
  return Number(text.split(' ')[0]);
}

/** The raw prepared links (their length is what the 1,800-character limit is about). */
async function preparedHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __MAILTO__: string[] }).__MAILTO__);
}

test.describe('out-of-range numbers are kept and explained', () => {
  test('book-tour: adults 1-20 and children 0-20', async ({ page }) => {
    await page.goto('/book-tour');
    const adults = numberBox(page, 'Number of adults');
    const submit = page.getByRole('button', { name: 'Book Now!' });

    await typeAndLeave(page, 'Number of adults', '21');
    await expect(adults).toHaveValue('21');
    await expect(
      page.getByText('Number of adults cannot exceed 20', { exact: true }),
    ).toBeVisible();
    await expect(adults).toHaveAttribute('aria-invalid', 'true');
    await expect(adults).toHaveAccessibleDescription(/Number of adults cannot exceed 20/);
    await expect(submit).toBeDisabled();

    // Typing clears the message; it is checked again when the box is left.
    await adults.press('Backspace');
    await expect(page.getByText('Number of adults cannot exceed 20')).toBeHidden();
    await expect(adults).not.toHaveAttribute('aria-invalid', 'true');
    await adults.pressSequentially('5');
    await expect(adults).toHaveValue('25');
    await expect(page.getByText('Number of adults cannot exceed 20')).toBeHidden();
    await expect(submit).toBeEnabled();
    await adults.blur();
    await expect(
      page.getByText('Number of adults cannot exceed 20', { exact: true }),
    ).toBeVisible();
    await expect(adults).toHaveValue('25');

    await typeAndLeave(page, 'Number of adults', '0');
    await expect(adults).toHaveValue('0');
    await expect(
      page.getByText('Number of adults must be at least 1', { exact: true }),
    ).toBeVisible();

    await typeAndLeave(page, 'Number of adults', '3');
    await expect(page.getByText(/^Number of adults /)).toHaveCount(0);
    await expect(submit).toBeEnabled();

    const children = numberBox(page, 'Number of children');
    await typeAndLeave(page, 'Number of children', '21');
    await expect(children).toHaveValue('21');
    await expect(
      page.getByText('Number of children cannot exceed 20', { exact: true }),
    ).toBeVisible();
    await expect(children).toHaveAccessibleDescription(/Number of children cannot exceed 20/);
    await expect(submit).toBeDisabled();

    await typeAndLeave(page, 'Number of children', '');
    await expect(
      page.getByText('Number of children must be a valid number', { exact: true }),
    ).toBeVisible();
    await expect(children).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
  });

  test('book-night-out: adults 1-12', async ({ page }) => {
    await page.goto('/book-night-out');
    const adults = numberBox(page, 'Number of adults');
    await typeAndLeave(page, 'Number of adults', '13');
    await expect(adults).toHaveValue('13');
    await expect(
      page.getByText('Number of adults cannot exceed 12', { exact: true }),
    ).toBeVisible();
    await expect(adults).toHaveAccessibleDescription(/Number of adults cannot exceed 12/);
    await expect(page.getByRole('button', { name: 'Book Now!' })).toBeDisabled();
    await typeAndLeave(page, 'Number of adults', '2.5');
    await expect(
      page.getByText('Number of adults must be a valid number', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('a request too long for an e-mail', () => {
  test('book-tour: the allowance counts down; over it, an error says what to shorten and keeps the text', async ({
    page,
  }) => {
    await captureMailto(page);
    await page.goto('/book-tour');
    await fillTour(page);
    const requests = page.getByLabel('Additional requests');
    const room = await charactersLeft(page);
    expect(room).toBeGreaterThan(100);
    await expect(requests).toHaveAccessibleDescription(new RegExp(`${room} characters left`));

    const tooLong = 'x'.repeat(room + 7);
    await requests.fill(tooLong);
    await expect(page.getByText('7 characters too many', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book Now!' }).click();
    const banner = page.getByRole('form', { name: 'Tour request' }).getByRole('alert');
    await expect(banner).toContainText(SUBMIT_ERROR);
    await expect(banner).toContainText('Please shorten the additional requests by 7 characters.');
    await expect(page.getByText(SUBMIT_ERROR)).toHaveCount(2); // the banner and the toast
    await expect(requests).toHaveValue(tooLong);
    await expect(page.getByLabel('Pick-up location')).toHaveValue('Sandy Lane');
    expect(await preparedHrefs(page)).toEqual([]);
    await expect(page).toHaveURL(/\/book-tour$/);

    // The allowance is exact: at 0 left the e-mail is exactly at the limit and is prepared whole.
    const fits = 'x'.repeat(room);
    await requests.fill(fits);
    await expect(page.getByText('0 characters left', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book Now!' }).click();
    await expect(
      page.getByText(
        'Your booking request has been prepared! Please send it from your email client.',
      ),
    ).toBeVisible();
    const [href] = await preparedHrefs(page);
    expect(href).toHaveLength(1800);
    const [mail] = await preparedMails(page);
    expect(mail?.body).toContain(fits);
    expect(mail?.body).not.toContain('[shortened]');
  });

  test('book-night-out: over the allowance is an error and nothing is cut', async ({ page }) => {
    await captureMailto(page);
    await page.goto('/book-night-out');
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Country code').fill('+44');
    await page.getByLabel('Area code').fill('20');
    await page.getByLabel('Phone number').fill('7946 0958');
    await page.getByLabel('Date').fill(dateAhead(9));
    await page.getByLabel('Pick-up time').fill('19:00');
    await page.getByLabel('Return time').fill('23:30');
    await page.getByLabel('Pick-up location').fill('Sugar Bay Barbados');
    const room = await charactersLeft(page);
    const tooLong = 'y'.repeat(room + 1);
    await page.getByLabel('Additional requests').fill(tooLong);
    await expect(page.getByText('1 character too many', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book Now!' }).click();
    const banner = page.getByRole('form', { name: 'Night out request' }).getByRole('alert');
    await expect(banner).toContainText(SUBMIT_ERROR);
    await expect(banner).toContainText('Please shorten the additional requests by 1 character.');
    await expect(page.getByLabel('Additional requests')).toHaveValue(tooLong);
    expect(await preparedHrefs(page)).toEqual([]);
  });
});
