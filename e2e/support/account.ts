// Helpers for the account specs: fresh customers, their fixture bookings, the local inbox and the
// login dialog. Everything goes through local-supabase's real HTTP API (no database shortcuts).
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_ANON_KEY, E2E_SERVICE_ROLE_KEY } from './api-keys';
import { E2E_BACKEND_URL } from './e2e-env';

export const SESSION_KEY = 'sb-127-auth-token';

/** A new address per test run, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export interface InboxMessage {
  id: number;
  to: string;
  subject: string;
  type: string;
  link: string;
}

export async function inbox(request: APIRequestContext, to: string): Promise<InboxMessage[]> {
  const response = await request.get(
    `${E2E_BACKEND_URL}/inbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as InboxMessage[];
}

/** Waits for the `count`-th e-mail of a type to reach the local inbox and returns its link. */
export async function inboxLink(
  request: APIRequestContext,
  to: string,
  type: 'signup' | 'recovery',
  count = 1,
): Promise<string> {
  let messages: InboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = (await inbox(request, to)).filter((message) => message.type === type);
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return (messages[0] as InboxMessage).link;
}

export interface Customer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Signs a customer up through the auth API and opens the confirmation link, as they would. */
export async function createConfirmedCustomer(
  request: APIRequestContext,
  prefix: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<Customer> {
  const customer = {
    email: uniqueEmail(prefix),
    password: 'sunny-island-2026',
    firstName: names.firstName ?? 'Tessa',
    lastName: names.lastName ?? 'Traveller',
  };
  const signup = await request.post(`${E2E_BACKEND_URL}/auth/v1/signup`, {
    headers: { apikey: E2E_ANON_KEY, 'Content-Type': 'application/json' },
    data: {
      email: customer.email,
      password: customer.password,
      data: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: '+1 246 555 0177',
        gender: 'female',
        address: '',
      },
    },
  });
  expect(signup.ok()).toBe(true);
  const { id } = (await signup.json()) as { id: string };
  const link = await inboxLink(request, customer.email, 'signup');
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  return { id, ...customer };
}

/** A session from the auth API (for calls made as that user). */
export async function accessTokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: E2E_ANON_KEY, 'Content-Type': 'application/json' },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

let referenceCounter = 0;
/** 'BB-######-XXX', unique within and across runs (the table's format and unique key). */
function fixtureReference(): string {
  referenceCounter += 1;
  const digits = String((Date.now() + referenceCounter) % 1_000_000).padStart(6, '0');
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  return `BB-${digits}-${letters}`;
}

const HOUR_MS = 3_600_000;

/** Barbados (UTC-4, no daylight saving) date and time `hours` from now. */
export function barbadosDateTime(hoursFromNow: number): { date: string; time: string } {
  const local = new Date(Date.now() + hoursFromNow * HOUR_MS - 4 * HOUR_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export interface FixtureBooking {
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  hoursAhead?: number;
  vehicle?: 'economy' | 'premium' | 'luxury' | 'executive' | 'hiace';
  total?: number;
  /** null: made without an account, with the customer's e-mail. */
  userId?: string | null;
  pickup?: string;
  dropoff?: string;
}

export interface StoredBooking {
  id: string;
  reference_number: string;
  status: string;
}

/**
 * Inserts bookings for a customer with the service role (as the business's back office could):
 * the public API creates bookings only through create_booking, which forces 'pending'.
 */
export async function insertBookings(
  request: APIRequestContext,
  customer: Customer,
  bookings: readonly FixtureBooking[],
): Promise<StoredBooking[]> {
  const rows = bookings.map((booking) => {
    const { date, time } = barbadosDateTime(booking.hoursAhead ?? 24 * 10);
    return {
      reference_number: fixtureReference(),
      user_id: booking.userId === undefined ? customer.id : booking.userId,
      idempotency_key: randomUUID(),
      request_fingerprint: randomUUID().replace(/-/g, ''),
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: '+1 246 555 0177',
      trip_type: 'fromAirport',
      pickup_location: booking.pickup ?? 'Grantley Adams International Airport',
      dropoff_location: booking.dropoff ?? 'Sandy Lane',
      distance_km: 27,
      pickup_date: date,
      pickup_time: time,
      passengers: 2,
      suitcases: 2,
      vehicle_type: booking.vehicle ?? 'premium',
      payment_method: 'credit',
      total_price: booking.total ?? 100,
      status: booking.status ?? 'pending',
    };
  });
  const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/bookings`, {
    headers: {
      apikey: E2E_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: rows,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredBooking[];
}

/** A booking's status as staff read it (RLS: admins read every booking). */
export async function statusSeenByStaff(
  request: APIRequestContext,
  staffToken: string,
  id: string,
): Promise<string> {
  const response = await request.get(
    `${E2E_BACKEND_URL}/rest/v1/bookings?id=eq.${id}&select=status`,
    { headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${staffToken}` } },
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { status: string }[];
  return rows[0]?.status ?? 'missing';
}

/**
 * Opens the login dialog from the header (through the mobile menu on narrow screens), once the
 * page's React has taken over from the prerendered header.
 */
export async function openDialog(page: Page, name: 'Login' | 'Sign Up'): Promise<void> {
  const header = page.getByRole('banner');
  // The prerendered header is plain HTML until React renders it (React marks the nodes it owns).
  await expect
    .poll(() =>
      header
        .locator('button')
        .first()
        .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  const button = header.getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
}

export async function logInThroughDialog(
  page: Page,
  account: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  await openDialog(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Records every `mailto:` the page opens (the prepared e-mails), instead of launching a mail app. */
export async function recordMailtos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailtos: string[] }).__mailtos = opened;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function recordMailto(this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) {
        opened.push(this.href);
        return;
      }
      click.call(this);
    };
  });
}

export interface PreparedMail {
  to: string;
  subject: string;
  body: string;
}

export async function openedMails(page: Page): Promise<PreparedMail[]> {
  const hrefs = await page.evaluate(() => (window as unknown as { __mailtos: string[] }).__mailtos);
  return hrefs.map((href) => {
    const url = new URL(href);
    return {
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject') ?? '',
      body: url.searchParams.get('body') ?? '',
    };
  });
}
