// Fresh customer accounts for the account specs, made through local-supabase's real auth API (no
// database shortcuts), as a visitor signs up.
import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_ANON_KEY } from './api-keys';
import { inboxLink } from './auth-inbox';
import { E2E_BACKEND_URL } from './e2e-env';

/** A new address per test run, so specs never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
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
