import { expect, test } from '@playwright/test';

import {
  calculate,
  chooseVehicle,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  uniqueEmail,
} from '../support/booking-flow';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

test('a booking for one passenger with one bag reads in the singular', async ({ page }) => {
  await installFakeGoogleMaps(page);
  const calculator = await openCalculator(page);
  await fillTrip(calculator, { dropoff: 'Sandy Lane', passengers: 1, suitcases: 1 });
  await calculate(calculator);
  await chooseVehicle(calculator, 'Economy');
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { email: uniqueEmail('singular') });
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();
  await expectConfirmation(calculator);
  await expect(
    calculator.getByText('1 passenger, 1 piece of luggage', { exact: true }),
  ).toBeVisible();
  await expect(calculator.getByText(/1 pieces/)).toHaveCount(0);
});
