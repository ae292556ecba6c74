import { expect, type Locator, test } from '@playwright/test';
import ICAL from 'ical.js';

import { quote, type VehicleType } from '@bbt/shared/domain';
import {
  calculate,
  chooseVehicle,
  dateAhead,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  shownTotal,
  storedBookings,
  storedExtras,
  uniqueEmail,
  vehicleCard,
} from '../support/booking-flow';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

const CLASSES: [VehicleType, string][] = [
  ['economy', 'Economy'],
  ['premium', 'Premium'],
  ['luxury', 'Luxury (Mercedes or BMW)'],
  ['executive', 'Executive SUV'],
  ['hiace', 'Toyota Hiace Van'],
];

test.describe('price calculator with the maps service (fake Google Maps)', () => {
  for (const [type, title] of CLASSES) {
    test(`airport to the west coast in the ${title}: booked at the server's price`, async ({
      page,
    }) => {
      const maps = await installFakeGoogleMaps(page);
      const calculator = await openCalculator(page);
      expect(maps.scriptRequests()).toBe(0); // nothing of the maps service before an interaction
      const email = uniqueEmail(type);
      await fillTrip(calculator, { dropoff: 'Sandy Lane', passengers: 2, suitcases: 2 });
      await expect(calculator.locator('[data-fake-route-km]')).toBeAttached();
      expect(maps.scriptRequests()).toBe(1);
      const routeKm = Number(
        await calculator.locator('[data-fake-route-km]').getAttribute('data-fake-route-km'),
      );
      await calculate(calculator);
      await chooseVehicle(calculator, title);
      const expected = quote({
        vehicleType: type,
        passengers: 2,
        suitcases: 2,
        tripType: 'fromAirport',
        pickupPlaceId: 'airport',
        dropoffPlaceId: 'sandy-lane',
        calculatedKm: routeKm,
        isRoundTrip: false,
        pickupTime: '14:30',
        returnTime: null,
      });
      expect(await shownTotal(calculator)).toBe(expected.total);
      if (type === 'luxury' || type === 'executive') {
        await expect(vehicleCard(calculator, title)).toContainText('Fixed price.');
      }
      await calculator.getByLabel('Cash', { exact: true }).check();
      await fillDetails(calculator, { email });
      await calculator.getByRole('button', { name: 'Book & Pay' }).click();
      const reference = await expectConfirmation(calculator);
      const [stored] = await storedBookings(page, email);
      expect(stored).toMatchObject({
        reference_number: reference,
        vehicle_type: type,
        payment_method: 'cash',
        status: 'pending',
      });
      expect(Number(stored?.total_price)).toBe(expected.total);
      expect(Number(stored?.distance_km)).toBe(expected.distance);
    });
  }

  test('round trip with child seats and an after-hours pickup: total as quote(), extras stored, .ics with local times', async ({
    page,
  }) => {
    await installFakeGoogleMaps(page, { routeKm: 27.3 });
    const calculator = await openCalculator(page);
    const email = uniqueEmail('round');
    const pickupDate = dateAhead(8);
    const returnDate = dateAhead(15);
    await fillTrip(calculator, {
      dropoff: 'Holetown',
      date: pickupDate,
      time: '04:30',
      returnDaysAhead: 15,
      returnTime: '03:15',
    });
    await calculate(calculator);
    await chooseVehicle(calculator, 'Premium');
    await calculator.getByRole('button', { name: 'Increase Child car seats' }).click();
    await calculator.getByRole('button', { name: 'Increase Child car seats' }).click();
    const expected = quote({
      vehicleType: 'premium',
      passengers: 2,
      suitcases: 2,
      tripType: 'fromAirport',
      pickupPlaceId: 'airport',
      dropoffPlaceId: 'holetown',
      calculatedKm: 27.3,
      isRoundTrip: true,
      pickupTime: '04:30',
      returnTime: '03:15',
      extras: { carSeats: 2 },
    });
    expect(expected.afterHoursSurcharge).toBe(40);
    expect(await shownTotal(calculator)).toBe(expected.total);
    const card = vehicleCard(calculator, 'Premium');
    await card.getByText('Price breakdown').click();
    await expect(card.getByText('After-hours pickup (00:00-05:59)')).toBeVisible();
    await expect(card.getByText('Round trip (2 rides)')).toBeVisible();
    await calculator.getByLabel('Credit Card').check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    const reference = await expectConfirmation(calculator);

    const [stored] = await storedBookings(page, email);
    expect(Number(stored?.total_price)).toBe(expected.total);
    expect(stored).toMatchObject({
      is_round_trip: true,
      pickup_time: '04:30',
      return_time: '03:15',
    });
    const extras = await storedExtras(page, stored!.id);
    expect(extras.map((row) => [row.service_type, row.quantity, Number(row.price)])).toEqual([
      ['car_seats', 2, 60],
    ]);

    await expect(calculator.getByText(/^Free cancellation until /)).toBeVisible();
    const mail = calculator.getByRole('link', { name: 'E-mail the booking summary to us' });
    expect(await mail.getAttribute('href')).toContain(
      encodeURIComponent(`Booking Summary - ${reference}`),
    );

    const download = page.waitForEvent('download');
    await calculator.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`booking-${reference}.ics`);
    const text = await streamToText(await file.createReadStream());
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    const starts = events.map((event) => event.getFirstProperty('dtstart'));
    expect(starts.map((start) => start?.getParameter('tzid'))).toEqual([
      'America/Barbados',
      'America/Barbados',
    ]);
    const local = starts.map((start) => (start?.getFirstValue() as ICAL.Time).toString());
    expect(local).toEqual([`${pickupDate}T04:30:00`, `${returnDate}T03:15:00`]);
    expect(events[0]?.getFirstPropertyValue('summary')).toContain(reference);
  });

  test('fast track forces card payment: cash shows as not available', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    const cash = calculator.getByLabel('Cash', { exact: true });
    await cash.check();
    await calculator.getByRole('button', { name: 'Increase Fast track adults' }).click();
    await expect(calculator.getByLabel('Cash (Not Available)')).toBeDisabled();
    await expect(calculator.getByLabel('Credit Card')).toBeChecked();
    await calculator.getByRole('button', { name: 'Decrease Fast track adults' }).click();
    await expect(calculator.getByLabel('Cash', { exact: true })).toBeEnabled();
  });

  test('three passengers force the van; the cars say why', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    await fillTrip(calculator, { passengers: 3, suitcases: 3 });
    await calculate(calculator);
    for (const title of ['Economy', 'Premium', 'Luxury (Mercedes or BMW)', 'Executive SUV']) {
      await expect(
        vehicleCard(calculator, title).getByRole('button', { name: 'Too many passengers' }),
      ).toBeDisabled();
    }
    await expect(vehicleCard(calculator, 'Toyota Hiace Van')).toContainText(
      'Required for your party',
    );
    await expect(
      calculator.getByRole('heading', { name: 'Book your Toyota Hiace Van' }),
    ).toBeVisible();
  });

  test('two passengers with five suitcases: too much luggage for the cars', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    await fillTrip(calculator, { passengers: 2, suitcases: 5 });
    await calculate(calculator);
    await expect(
      vehicleCard(calculator, 'Economy').getByRole('button', { name: 'Too much luggage' }),
    ).toBeDisabled();
    await expect(vehicleCard(calculator, 'Toyota Hiace Van')).toContainText(
      'priced for 3 passengers because of the luggage',
    );
  });

  test('a pickup less than 24 hours away: no online booking, a call-now link', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    // 23 hours from now, written as a Barbados (UTC-4) wall-clock date and time.
    const soon = new Date(Date.now() - 4 * 3_600_000 + 23 * 3_600_000).toISOString();
    await fillTrip(calculator, { date: soon.slice(0, 10), time: soon.slice(11, 16) });
    await calculate(calculator);
    await chooseVehicleOrBlock(calculator);
    const message =
      'Your selected date is within 24 hours. Online booking is not available for this timeframe.';
    await expect(calculator.getByText(message).last()).toBeVisible();
    await expect(calculator.getByRole('link', { name: /Call now/ })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    await expect(calculator.getByRole('button', { name: 'Book & Pay' })).toHaveCount(0);
  });

  test('a total changed in the browser is refused and nothing is stored', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    const email = uniqueEmail('tamper');
    await page.route('**/rest/v1/rpc/create_booking', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, p_total_price: 1 }) });
    });
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    await expect(
      calculator.getByRole('alert').filter({ hasText: 'Booking not made' }),
    ).toContainText(/The price of this trip is \d+(\.\d+)? USD, not 1 USD/);
    await expect(
      calculator.getByRole('form', { name: 'Book and pay' }).getByLabel('Email'),
    ).toHaveValue(email);
    expect(await storedBookings(page, email)).toEqual([]);
  });

  test('a double click on Book & Pay makes one booking', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    const email = uniqueEmail('double');
    let calls = 0;
    await page.route('**/rest/v1/rpc/create_booking', async (route) => {
      calls += 1;
      await route.continue();
    });
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Premium');
    await calculator.getByLabel('Credit Card').check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).dblclick();
    await expectConfirmation(calculator);
    expect(await storedBookings(page, email)).toHaveLength(1);
    expect(calls).toBe(1);
  });

  test('a refused field keeps every value and shows the message next to it', async ({ page }) => {
    await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    const email = uniqueEmail('refused');
    await page.route('**/rest/v1/rpc/create_booking', (route) =>
      route.fulfill({
        status: 400,
        json: {
          code: '22023',
          message: 'Please enter a valid phone number',
          details: 'phone',
          hint: null,
        },
      }),
    );
    await fillTrip(calculator);
    await calculate(calculator);
    await chooseVehicle(calculator, 'Economy');
    await calculator.getByLabel('Cash', { exact: true }).check();
    await fillDetails(calculator, { email });
    await calculator.getByRole('button', { name: 'Book & Pay' }).click();
    const phone = calculator.getByRole('form', { name: 'Book and pay' }).getByLabel('Phone', {
      exact: true,
    });
    await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(phone).toHaveValue('+1 246 555 0100');
    await expect(calculator.getByLabel('Guest name')).toHaveValue('Ann Lee');
  });
});

async function chooseVehicleOrBlock(calculator: Locator) {
  await vehicleCard(calculator, 'Economy').getByRole('button', { name: 'Select' }).click();
}

async function streamToText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
