import { expect, type Locator, test } from '@playwright/test';

import {
  calculate,
  chooseVehicle,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  shownTotal,
  storedBookings,
  uniqueEmail,
  vehicleCard,
} from '../support/booking-flow';

const LUXURY = 'Luxury (Mercedes or BMW)';

async function luxuryPrice(calculator: Locator): Promise<string> {
  await calculate(calculator);
  const card = vehicleCard(calculator, LUXURY);
  await expect(card).toContainText('Fixed price.');
  return (
    await card
      .getByText(/^US\$\d+/)
      .first()
      .innerText()
  ).trim();
}

test.describe('the calculator without the maps service: a typed place is the place', () => {
  test('typing "Hastings, Christ Church" and leaving the field prices and books as choosing Hastings ($85 luxury from the airport)', async ({
    page,
  }) => {
    const calculator = await openCalculator(page);
    await expect(
      calculator.getByText(
        'Google Maps API key not configured. Please add a valid API key to use map features.',
      ),
    ).toBeVisible();
    await fillTrip(calculator, { tripType: 'From the airport', dropoff: 'Hastings' });
    const chosen = await luxuryPrice(calculator);
    expect(chosen).toMatch(/^US\$85\b/);

    const drop = calculator.getByRole('combobox', { name: 'Drop-off location' });
    await drop.fill('Hastings, Christ Church');
    await drop.press('Tab');
    expect(await luxuryPrice(calculator)).toBe(chosen);

    await chooseVehicle(calculator, LUXURY);
    expect(await shownTotal(calculator)).toBe(85);
    const email = uniqueEmail('typed-place');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expectConfirmation(calculator);
    const [stored] = await storedBookings(page, email);
    expect(Number(stored?.total_price)).toBe(85);
  });

  test('typed in lower case with ", Barbados", the pickup of an inland trip is priced as chosen', async ({
    page,
  }) => {
    const calculator = await openCalculator(page);
    await fillTrip(calculator, { tripType: 'Inland', pickup: 'Hastings', dropoff: 'Holetown' });
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    const chosen = await shownTotal(calculator);

    const pickup = calculator.getByRole('combobox', { name: 'Pickup location' });
    await pickup.fill('hastings christ church, barbados');
    await pickup.press('Tab');
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    expect(await shownTotal(calculator)).toBe(chosen);
  });
});
