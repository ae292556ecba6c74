import { expect, type Page, test } from '@playwright/test';

import {
  calculate,
  chooseVehicle,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  pickPlace,
  storedBookings,
  uniqueEmail,
} from '../support/booking-flow';
import { jumpClockUntil } from '../support/clock';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { blockGoogleMaps, installFakeGoogleMaps, withMapsKey } from '../support/fake-google-maps';

const SAVED_LOCALLY =
  'Booking saved locally but failed to sync to database. Please contact support with your reference number.';
const RPC = `${E2E_BACKEND_URL}/rest/v1/rpc/create_booking`;

test.describe('the calculator without the maps service', () => {
  test('no key (the default): the map panel says so and a typed address books from the tables', async ({
    page,
  }) => {
    const mapsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('maps.googleapis.com')) mapsRequests.push(request.url());
    });
    const calculator = await openCalculator(page);
    const email = uniqueEmail('nokey');
    await expect(
      calculator.getByText(
        'Google Maps API key not configured. Please add a valid API key to use map features.',
      ),
    ).toBeVisible();
    await fillTrip(calculator, {
      tripType: 'Inland',
      pickup: 'St. Lawrence Gap',
      dropoff: 'Bathsheba',
    });
    // A typed address that is not in the catalogue is kept as typed.
    const drop = calculator.getByRole('combobox', { name: 'Drop-off location' });
    await drop.fill('12 Palm Row, Holetown');
    await calculator.getByRole('option', { name: /^Use "12 Palm Row, Holetown"/ }).click();
    await calculate(calculator);
    await expect(calculator.getByText(/from our distance table/)).toBeVisible();
    await chooseVehicle(calculator, 'Economy');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expectConfirmation(calculator);
    const [stored] = await storedBookings(page, email);
    expect(stored).toMatchObject({ vehicle_type: 'economy' });
    expect(mapsRequests).toEqual([]);
  });

  test('a key but the script blocked: error panel with Refresh Page, the catalogue still books', async ({
    page,
  }) => {
    await withMapsKey(page);
    await blockGoogleMaps(page);
    const calculator = await openCalculator(page);
    const email = uniqueEmail('blocked');
    await pickPlace(calculator, 'Pickup location', 'Hilton Barbados Resort');
    await expect(
      calculator.getByText(
        'Google Maps API failed to load. Please check your API key and internet connection.',
      ),
    ).toBeVisible();
    await expect(calculator.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await fillTrip(calculator, { tripType: 'From the airport', dropoff: 'Speightstown' });
    await calculate(calculator);
    await chooseVehicle(calculator, 'Premium');
    await calculator.getByLabel('Credit Card').check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expectConfirmation(calculator);
    expect(await storedBookings(page, email)).toHaveLength(1);
  });

  // Every state in which the map cannot be shown offers Refresh Page, which reloads the page.
  const MAP_ERROR_STATES: {
    name: string;
    message: string;
    setUp: (page: Page) => Promise<unknown>;
  }[] = [
    {
      name: 'no key',
      message:
        'Google Maps API key not configured. Please add a valid API key to use map features.',
      setUp: async () => undefined,
    },
    {
      name: 'the script fails to load',
      message: 'Google Maps API failed to load. Please check your API key and internet connection.',
      setUp: (page) => installFakeGoogleMaps(page, { script: 'fail' }),
    },
    {
      name: 'the script loads without a usable map',
      message: 'Google Maps is not available. Map features are disabled.',
      setUp: (page) => installFakeGoogleMaps(page, { missingMap: true }),
    },
    {
      name: 'the map cannot be created',
      message: 'Failed to initialize map. Please refresh the page.',
      setUp: (page) => installFakeGoogleMaps(page, { mapThrows: true }),
    },
  ];
  for (const state of MAP_ERROR_STATES) {
    test(`map error, ${state.name}: the message and Refresh Page`, async ({ page }) => {
      await state.setUp(page);
      const calculator = await openCalculator(page);
      await pickPlace(calculator, 'Pickup location', 'Hilton Barbados Resort');
      await expect(calculator.getByText(state.message)).toBeVisible();
      const refresh = calculator.getByRole('button', { name: 'Refresh Page' });
      await expect(refresh).toBeVisible();
      await Promise.all([page.waitForEvent('load'), refresh.click()]);
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    });
  }

  test('maps route errors show the route-failure message and keep the table price', async ({
    page,
  }) => {
    await installFakeGoogleMaps(page, { directionsStatus: 'ZERO_RESULTS' });
    const calculator = await openCalculator(page);
    await fillTrip(calculator);
    await expect(calculator.getByText(/^No route found between /)).toBeVisible();
    await calculate(calculator);
    await expect(calculator.getByText(/from our distance table/)).toBeVisible();
  });

  test('a typed address outside Barbados is not found', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    await calculator.getByLabel('From the airport', { exact: true }).check();
    const drop = calculator.getByRole('combobox', { name: 'Drop-off location' });
    await drop.fill('Nowhere Street 1');
    await calculator.getByRole('option', { name: /^Use "Nowhere Street 1"/ }).click();
    await expect(
      calculator.getByText(
        'Unable to find precise location for dropoff address: "Nowhere Street 1". Please provide a more specific address in Barbados.',
      ),
    ).toBeVisible();
  });
});

test.describe('Book & Pay never loses a booking', () => {
  test('backend unreachable: saved locally with a reference, kept over a reload, synced once when it returns', async ({
    page,
  }) => {
    let reachable = false;
    let attempts = 0;
    await page.route(RPC, async (route) => {
      attempts += 1;
      if (reachable) await route.continue();
      else await route.abort('connectionrefused');
    });
    const calculator = await openCalculator(page);
    const email = uniqueEmail('offline');
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Premium');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expect(calculator.getByText(SAVED_LOCALLY)).toBeVisible();
    const localReference = await calculator
      .getByText(/^Reference number: /)
      .locator('strong')
      .innerText();
    expect(localReference).toMatch(/^BB-\d{6}-[A-Z]{3}$/);

    await page.reload();
    const again = page.locator('#price-calculator');
    await expect(again.getByText(SAVED_LOCALLY)).toBeVisible();
    await expect(again.getByText(localReference)).toBeVisible();
    expect(await storedBookings(page, email)).toEqual([]);

    reachable = true;
    const before = attempts;
    await again.getByRole('button', { name: 'Try again now' }).click();
    await expectConfirmation(again);
    await expect(
      again.getByText(`It replaces the temporary reference ${localReference}`),
    ).toBeVisible();
    expect(await storedBookings(page, email)).toHaveLength(1);
    expect(attempts).toBeGreaterThan(before);
    expect(await page.evaluate(() => localStorage.getItem('bbt.booking-outbox.v1'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('bbt.pending-bookings.v1'))).toBeNull();
  });

  test('a 503 is retried with backoff and the confirmation replaces the message', async ({
    page,
  }) => {
    let answered = 0;
    await page.route(RPC, async (route) => {
      answered += 1;
      if (answered === 1) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    const calculator = await openCalculator(page);
    const email = uniqueEmail('retry');
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    // The page runs on Playwright's clock: the test jumps it over the first retry's 2 s wait.
    await page.clock.install();
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expect(calculator.getByText(SAVED_LOCALLY)).toBeVisible();
    await jumpClockUntil(page, (timeout) => expectConfirmation(calculator, timeout), {
      stepMs: 500,
      maxMs: 20_000,
    });
    expect(await storedBookings(page, email)).toHaveLength(1);
    expect(answered).toBe(2);
  });
});
