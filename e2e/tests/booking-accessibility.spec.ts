import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  calculate,
  chooseVehicle,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  pickPlace,
  uniqueEmail,
  vehicleCard,
} from '../support/booking-flow';
import { seriousViolations } from '../support/axe';
import { blockGoogleMaps, installFakeGoogleMaps, withMapsKey } from '../support/fake-google-maps';
import { SITE_ROUTES } from '../support/site-routes';

/** Pictures of each checked state for a reviewer, only when E2E_SHOTS names a folder. */
const SHOTS = process.env.E2E_SHOTS;

/**
 * The toast (the shell's one toaster) is checked by the shell's own specs: the booking area's checks
 * leave it out.
 */
const WITHOUT_TOASTS = { exclude: '[data-sonner-toaster]' };

/** axe on the calculator, and a picture of it at the current width for a reviewer. */
async function check(page: Page, calculator: Locator, state: string) {
  expect(
    await seriousViolations(page, { ...WITHOUT_TOASTS, include: '#price-calculator' }),
  ).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (SHOTS) await calculator.screenshot({ path: `${SHOTS}/${state}-${width}.png` });
}

for (const width of [1280, 360]) {
  test.describe(`axe on the booking area at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('calculator: form, vehicles, extras, confirmation', async ({ page }) => {
      await installFakeGoogleMaps(page);
      const calculator = await openCalculator(page);
      await check(page, calculator, 'calc-form');
      await fillTrip(calculator);
      await expect(calculator.locator('[data-map-state="ready"]')).toBeVisible();
      await check(page, calculator, 'calc-form-filled');
      await calculate(calculator);
      await check(page, calculator, 'calc-vehicles');
      await chooseVehicle(calculator, 'Premium');
      await calculator.getByRole('button', { name: 'Increase Child car seats' }).click();
      await calculator.getByLabel('Credit Card').check();
      await check(page, calculator, 'calc-extras');
      await calculator.getByRole('button', { name: 'Book & Pay' }).click();
      await expect(page.getByText('Please correct the errors below')).toBeVisible();
      await check(page, calculator, 'calc-details-errors');
      await fillDetails(calculator, { email: uniqueEmail('axe') });
      await calculator.getByRole('button', { name: 'Book & Pay' }).click();
      await expectConfirmation(calculator);
      await check(page, calculator, 'calc-confirmation');
    });

    test('calculator: 24-hour block and map error', async ({ page }) => {
      await withMapsKey(page);
      await blockGoogleMaps(page);
      const calculator = await openCalculator(page);
      await pickPlace(calculator, 'Pickup location', 'Hilton Barbados Resort');
      await expect(calculator.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
      await check(page, calculator, 'calc-map-error');
      const soon = new Date(Date.now() - 4 * 3_600_000 + 23 * 3_600_000).toISOString();
      await fillTrip(calculator, { date: soon.slice(0, 10), time: soon.slice(11, 16) });
      await calculate(calculator);
      // Within 24 hours a vehicle's Select leads to the phone number instead of the booking form.
      await vehicleCard(calculator, 'Economy').getByRole('button', { name: 'Select' }).click();
      await expect(calculator.getByRole('link', { name: /Call now/ })).toBeVisible();
      await expect(calculator.getByRole('heading', { name: 'Book your Economy' })).toHaveCount(0);
      await check(page, calculator, 'calc-24h-block');
    });

    test('calculator: saved locally', async ({ page }) => {
      await page.route('**/rest/v1/rpc/create_booking', (route) =>
        route.abort('connectionrefused'),
      );
      const calculator = await openCalculator(page);
      await fillTrip(calculator);
      await calculate(calculator);
      await chooseVehicle(calculator, 'Economy');
      await calculator.getByLabel('Cash', { exact: true }).check();
      await fillDetails(calculator, { email: uniqueEmail('axe-local') });
      await calculator.getByRole('button', { name: 'Book & Pay' }).click();
      await expect(calculator.getByRole('button', { name: 'Try again now' })).toBeVisible();
      await check(page, calculator, 'calc-saved-locally');
    });

    // Every route of the area (the site-wide axe sweep leaves them to this spec).
    for (const { path, heading } of SITE_ROUTES.filter((route) => route.owner === 'mfe_booking')) {
      const name = path.slice(1);
      test(`${path}: empty, and with every error shown`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await seriousViolations(page, WITHOUT_TOASTS)).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Book Now!' }).click();
        await expect(page.getByText('Please correct the errors below')).toBeVisible();
        expect(await seriousViolations(page, WITHOUT_TOASTS)).toEqual([]);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/${name}-errors-${width}.png`, fullPage: true });
        }
      });
    }
  });
}
