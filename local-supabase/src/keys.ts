import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY, type Config } from './config';
import { signJwt } from './jwt';

/** The CLI's demo keys expire in 2032; keys signed for another secret get the same claims. */
const DEMO_EXP = 1983812996;

/**
 * With the demo secret the CLI demo keys are used; with another JWT_SECRET, anon and service_role
 * keys are signed for it unless ANON_KEY / SERVICE_ROLE_KEY are given.
 */
export async function withApiKeys(
  config: Config,
  explicit: { anonKey?: string; serviceRoleKey?: string },
) {
  const demo = config.jwtSecret === DEMO_JWT_SECRET;
  const sign = (role: string) =>
    signJwt({ iss: 'supabase-demo', role, exp: DEMO_EXP }, config.jwtSecret);
  return {
    ...config,
    anonKey: explicit.anonKey ?? (demo ? DEMO_ANON_KEY : await sign('anon')),
    serviceRoleKey:
      explicit.serviceRoleKey ?? (demo ? DEMO_SERVICE_ROLE_KEY : await sign('service_role')),
  };
}
