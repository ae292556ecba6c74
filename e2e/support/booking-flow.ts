// Steps of the home page's price calculator, shared by the booking specs.
import { expect, type Locator, type Page } from '@playwright/test';

import { E2E_SERVICE_ROLE_KEY } from './api-keys';
import { businessDate } from '@bbt/shared/domain';
import { E2E_BACKEND_URL } from './e2e-env';
import { openHome } from './home';

export type TripTypeLabel =
  | 'From the airport'
  | 'To the airport'
  | 'From the cruise terminal'
  | 'To the cruise terminal'
  | 'Inland';

export interface TripInput {
  tripType?: TripTypeLabel;
  pickup?: string;
  dropoff?: string;
  daysAhead?: number;
  date?: string;
  time?: string;
  passengers?: number;
  suitcases?: number;
  guestName?: string;
  guestPhone?: string;
  travelDetails?: string;
  returnDaysAhead?: number;
  returnTime?: string;
}

/** 'YYYY-MM-DD' `days` from today (UTC; Barbados is 4 hours behind, so 2+ days is always 24 h+). */
/** The date `days` from today in Barbados, whose calendar the booking rules follow (not UTC's). */
export function dateAhead(days: number): string {
  return businessDate(new Date(), days);
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function openCalculator(page: Page): Promise<Locator> {
  await openHome(page);
  const calculator = page.locator('#price-calculator');
  await expect(calculator.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
  return calculator;
}

/** Types into a place picker and chooses the option whose name starts with `name`. */
export async function pickPlace(calculator: Locator, label: string, name: string): Promise<void> {
  const box = calculator.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name);
  await calculator
    .getByRole('option', { name: new RegExp(`^${escape(name)}`) })
    .first()
    .click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function fillTrip(calculator: Locator, trip: TripInput = {}): Promise<void> {
  const tripType = trip.tripType ?? 'From the airport';
  await calculator.getByLabel(tripType, { exact: true }).check();
  if (trip.pickup) await pickPlace(calculator, 'Pickup location', trip.pickup);
  await pickPlace(calculator, 'Drop-off location', trip.dropoff ?? 'Sandy Lane');
  await calculator.getByLabel('Pickup date').fill(trip.date ?? dateAhead(trip.daysAhead ?? 6));
  await calculator.getByLabel('Pickup time').fill(trip.time ?? '14:30');
  await setStepper(calculator, 'Passengers', trip.passengers ?? 2);
  await setStepper(calculator, 'Pieces of luggage', trip.suitcases ?? 2);
  await calculator.getByLabel('Guest name').fill(trip.guestName ?? 'Ann Lee');
  await calculator.getByLabel('Guest phone').fill(trip.guestPhone ?? '+1 246 555 0100');
  if (tripType !== 'Inland' || trip.travelDetails) {
    await calculator
      .getByRole('textbox', { name: /details/ })
      .fill(trip.travelDetails ?? 'BA2155 landing 2:30 PM');
  }
  if (trip.returnDaysAhead !== undefined) {
    await calculator.getByLabel('Round trip (we bring you back)').check();
    await calculator.getByLabel('Return date').fill(dateAhead(trip.returnDaysAhead));
    await calculator.getByLabel('Return time').fill(trip.returnTime ?? '10:00');
  }
}

export async function setStepper(scope: Locator, label: string, value: number): Promise<void> {
  const box = scope.getByRole('spinbutton', { name: label, exact: true });
  await box.fill(String(value));
  await box.blur();
  await expect(box).toHaveValue(String(value));
}

export async function calculate(calculator: Locator): Promise<Locator> {
  await calculator.getByRole('button', { name: /^(Calculate|Recalculate)$/ }).click();
  const options = calculator.getByRole('list', { name: 'Vehicle options' });
  await expect(options).toBeVisible();
  return options;
}

export function vehicleCard(calculator: Locator, title: string): Locator {
  return calculator
    .getByRole('list', { name: 'Vehicle options' })
    .getByRole('listitem')
    .filter({ has: calculator.page().getByRole('heading', { name: title, exact: true }) });
}

export async function chooseVehicle(calculator: Locator, title: string): Promise<void> {
  await vehicleCard(calculator, title)
    .getByRole('button', { name: /^(Select|Selected)$/ })
    .click();
  await expect(calculator.getByRole('heading', { name: `Book your ${title}` })).toBeVisible();
}

export interface Customer {
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
}

export async function fillDetails(calculator: Locator, customer: Customer): Promise<void> {
  const form = calculator.getByRole('form', { name: 'Book and pay' });
  await form.getByLabel('First name').fill(customer.firstName ?? 'Ann');
  await form.getByLabel('Last name').fill(customer.lastName ?? 'Lee');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Phone', { exact: true }).fill(customer.phone ?? '+1 246 555 0100');
}

/** The total the calculator shows on its 'Total $N' line. */
export async function shownTotal(calculator: Locator): Promise<number> {
  const text = await calculator.getByText(/^Total \$\d+/).innerText();
  return Number(/Total \$(\d+)/.exec(text)?.[1]);
}

export async function expectConfirmation(calculator: Locator, timeout = 20_000): Promise<string> {
  await expect(calculator.getByRole('heading', { name: 'Booking received' })).toBeVisible({
    timeout,
  });
  return calculator.getByTestId('booking-reference').innerText();
}

const serviceHeaders = {
  apikey: E2E_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}`,
};

export interface StoredBooking {
  id: string;
  reference_number: string;
  total_price: number;
  vehicle_type: string;
  payment_method: string;
  is_round_trip: boolean;
  pickup_time: string;
  return_time: string | null;
  passengers: number;
  status: string;
  distance_km: number;
}

/** The bookings stored for an e-mail, read with the service role (as staff tools would). */
export async function storedBookings(page: Page, email: string): Promise<StoredBooking[]> {
  const response = await page.request.get(
    `${E2E_BACKEND_URL}/rest/v1/bookings?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: serviceHeaders },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredBooking[];
}

export async function storedExtras(
  page: Page,
  bookingId: string,
): Promise<{ service_type: string; quantity: number; price: number }[]> {
  const response = await page.request.get(
    `${E2E_BACKEND_URL}/rest/v1/additional_services?select=*&booking_id=eq.${bookingId}&order=service_type`,
    { headers: serviceHeaders },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { service_type: string; quantity: number; price: number }[];
}
