import { createHmac } from 'node:crypto';

import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY, type Config } from './config';

/** The CLI's demo keys expire in 2032; keys signed for another secret get the same expiry. */
const DEMO_EXP = 1983812996;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An API key (`{ iss, role, exp }`, HS256) for `secret`: synchronous, so scripts can derive one. */
export function signApiKey(role: 'anon' | 'service_role', secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'supabase-local', role, exp: DEMO_EXP }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The anon and service_role keys a server with this JWT secret hands out. */
export function apiKeysFor(secret: string): { anonKey: string; serviceRoleKey: string } {
  if (secret === DEMO_JWT_SECRET) {
    return { anonKey: DEMO_ANON_KEY, serviceRoleKey: DEMO_SERVICE_ROLE_KEY };
  }
  return {
    anonKey: signApiKey('anon', secret),
    serviceRoleKey: signApiKey('service_role', secret),
  };
}

/** The config with its keys: ANON_KEY / SERVICE_ROLE_KEY when given, else signed for the secret. */
export function withApiKeys(
  config: Config,
  explicit: { anonKey?: string; serviceRoleKey?: string },
): Config {
  const signed = apiKeysFor(config.jwtSecret);
  return {
    ...config,
    anonKey: explicit.anonKey ?? signed.anonKey,
    serviceRoleKey: explicit.serviceRoleKey ?? signed.serviceRoleKey,
  };
}
