// `/` on a slow 4G network (DevTools' preset, applied through CDP) and a CPU four times slower:
// the header, the hero and the calculator become usable and a booking goes through. The times are
// recorded as annotations and printed, never asserted (machines are noisy); the timeouts are
// generous so that a loaded machine is slow, not failing.
import { expect, type TestInfo, test } from '@playwright/test';

import {
  chooseVehicle,
  expectConfirmation,
  fillDetails,
  fillTrip,
  storedBookings,
  uniqueEmail,
} from '../support/booking-flow';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

/** Chrome DevTools' "Slow 4G" throttling preset. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const SLOW = { timeout: 60_000 };

const HERO = /Your private ride across Barbados/;

/** Milestones since the navigation started, recorded on the test and printed. */
function stopwatch(testInfo: TestInfo) {
  const started = Date.now();
  const record = (what: string, ms: number) => {
    testInfo.annotations.push({ type: `slow 4G: ${what}`, description: `${ms} ms` });
    console.log(`slow 4G, CPU x${CPU_SLOWDOWN}: ${what}: ${ms} ms`);
  };
  return {
    /** Time since the navigation started. */
    mark: (milestone: string) => record(milestone, Date.now() - started),
    /** Time since `since` (a Date.now() value). */
    since: (what: string, since: number) => record(what, Date.now() - since),
  };
}

test('on slow 4G, / becomes usable and a booking can be completed', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await installFakeGoogleMaps(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const email = uniqueEmail('slow-4g');

  const { mark, since } = stopwatch(testInfo);
  await page.goto('/', { waitUntil: 'commit', timeout: 60_000 });
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible(SLOW);
  mark('header visible');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible(SLOW);
  mark('hero visible');

  // The visitor scrolls towards the calculator: that is when `/` fetches its remotes.
  const scrolled = Date.now();
  await page.mouse.wheel(0, 400);
  const calculator = page.locator('#price-calculator');
  await expect(calculator.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible(
    SLOW,
  );
  await expect(calculator.getByRole('combobox', { name: 'Drop-off location' })).toBeEditable(SLOW);
  await expect(calculator.getByLabel('Pickup date')).toBeEditable(SLOW);
  mark('calculator ready');
  since('first scroll to calculator ready', scrolled);

  await header
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByRole('heading', { name: 'Our services' })).toBeInViewport(SLOW);
  mark('services shown from the header link');

  await fillTrip(calculator);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByRole('list', { name: 'Vehicle options' })).toBeVisible(SLOW);
  await chooseVehicle(calculator, 'Economy');
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { email });
  const submitted = Date.now();
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();
  await expect(calculator.getByRole('heading', { name: 'Booking received' })).toBeVisible({
    timeout: 120_000,
  });
  mark('booking done (the test filled the form in between)');
  since('Book & Pay to the confirmation', submitted);

  const reference = await expectConfirmation(calculator);
  const [stored] = await storedBookings(page, email);
  expect(stored?.reference_number).toBe(reference);
});
