import type { Page } from '@playwright/test';

import { E2E_ANON_KEY } from './api-keys';
import { E2E_BACKEND_URL } from './e2e-env';

/** Seed accounts of supabase/seed.sql (local use only). */
export const ACCOUNTS = {
  customer: {
    email: 'customer@example.com',
    password: 'customer-demo-2026',
    name: 'Carla Customer',
  },
  moderator: { email: 'moderator@example.com', password: 'moderator-demo-2026' },
  driver: { email: 'driver@example.com', password: 'driver-demo-2026' },
  superAdmin: {
    email: 'superadmin@example.com',
    password: 'superadmin-demo-2026',
    name: 'Sue Super',
  },
} as const;

/**
 * Signs in through the real auth API and leaves the session where supabase-js keeps it, so the
 * page starts signed in, exactly as a returning visitor's browser would.
 */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: E2E_ANON_KEY, 'Content-Type': 'application/json' },
    data: { email: account.email, password: account.password },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown>;
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: 'sb-127-auth-token',
    value: JSON.stringify(session),
  });
}
