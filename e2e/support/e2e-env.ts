import { randomBytes } from 'node:crypto';

/**
 * The e2e run serves the site 100 ports above the defaults, so it can run beside `npm start`;
 * E2E_PORT_OFFSET moves it elsewhere (two checkouts testing at once on one machine).
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const E2E_BASE_URL = `http://localhost:${4200 + E2E_PORT_OFFSET}`;

/** local-supabase, in memory, started by the same `npm start` process. */
export const E2E_BACKEND_URL = `http://127.0.0.1:${54321 + E2E_PORT_OFFSET}`;

export const REMOTE_ORIGINS = {
  mfe_marketing: `http://localhost:${4201 + E2E_PORT_OFFSET}`,
  mfe_booking: `http://localhost:${4202 + E2E_PORT_OFFSET}`,
  mfe_account: `http://localhost:${4203 + E2E_PORT_OFFSET}`,
  mfe_admin: `http://localhost:${4204 + E2E_PORT_OFFSET}`,
} as const;

export type RemoteKey = keyof typeof REMOTE_ORIGINS;

/**
 * The e2e backend's JWT secret, handed to it as JWT_SECRET; the test code signs its API keys with it
 * (support/api-keys.ts). New for each run (the workers inherit it); set E2E_JWT_SECRET to reuse a
 * backend started by hand with the same JWT_SECRET.
 */
process.env.E2E_JWT_SECRET ||= randomBytes(32).toString('base64url');
export const E2E_JWT_SECRET: string = process.env.E2E_JWT_SECRET;
