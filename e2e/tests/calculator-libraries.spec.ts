// The price calculator on `/` brings no react-hook-form, zod, supabase-js or maps code with it:
// its trip form is plain React state. The maps loader comes at the first touch of the form (place
// suggestions and the route need it); react-hook-form and zod come with the booking form, which
// the vehicle cards fetch; and the trip typed before they arrived is still there.
import { expect, test } from '@playwright/test';

import {
  calculate,
  chooseVehicle,
  dateAhead,
  fillTrip,
  openCalculator,
} from '../support/booking-flow';
import { installFakeGoogleMaps } from '../support/fake-google-maps';
import { librariesLoaded, listing, recordLoads } from '../support/script-loads';

const MAPS_LOADER = '@googlemaps/js-api-loader';

test('the calculator arrives and is filled without react-hook-form or zod; they come with the booking form and the trip is kept', async ({
  page,
}) => {
  const maps = await installFakeGoogleMaps(page);
  const recorded = recordLoads(page);
  const calculator = await openCalculator(page);
  const tripForm = calculator.getByRole('form', { name: 'Trip details' });

  await test.step('after the first scroll, before any touch: none of the libraries', async () => {
    await expect(tripForm.getByLabel('Guest name')).toBeEditable();
    await page.waitForLoadState('networkidle');
    const loads = await recorded.loads();
    expect(librariesLoaded(loads), listing('/ after the first scroll', loads)).toEqual([]);
    expect(maps.scriptRequests()).toBe(0);
  });

  await test.step('the trip is typed and chosen: the maps loader only', async () => {
    await tripForm.getByLabel('Guest name').focus();
    await page.keyboard.type('Ann Lee');
    await expect(tripForm.getByLabel('Guest name')).toHaveValue('Ann Lee');
    await fillTrip(calculator, { guestName: 'Ann Lee', daysAhead: 6, time: '14:30' });
    await page.waitForLoadState('networkidle');
    const loads = await recorded.loads();
    expect(librariesLoaded(loads), listing('/ with the trip filled in', loads)).toEqual([
      MAPS_LOADER,
    ]);
  });

  await test.step('the vehicle cards fetch the booking form: react-hook-form and zod arrive, the trip stays', async () => {
    await calculate(calculator);
    await expect
      .poll(async () => librariesLoaded(await recorded.loads()))
      .toEqual(expect.arrayContaining(['react-hook-form', 'zod']));
    await expect(tripForm.getByLabel('Guest name')).toHaveValue('Ann Lee');
    await expect(tripForm.getByLabel('Pickup date')).toHaveValue(dateAhead(6));
    await expect(tripForm.getByLabel('Pickup time')).toHaveValue('14:30');
    await expect(tripForm.getByLabel('From the airport', { exact: true })).toBeChecked();
    await expect(tripForm.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(
      /^Sandy Lane/,
    );
    await chooseVehicle(calculator, 'Economy');
    const booking = calculator.getByRole('form', { name: 'Book and pay' });
    await booking.getByLabel('First name').fill('Ann');
    await expect(booking.getByLabel('First name')).toHaveValue('Ann');
  });
});
