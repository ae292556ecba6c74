import { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { configFromEnv, DEFAULT_CONFIG, DEMO_JWT_SECRET, type Config } from './config';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db';
import { applyBookingLimits } from './db/booking-limits';
import { applyEmailHolds } from './db/email-holds';
import { dataDirJwtSecret, isLoopbackHost, newJwtSecret } from './jwt-secret';
import { withApiKeys } from './keys';
import { buildServer } from './server';

export { defaultDataDir, openDatabase } from './db';
export type { Database, OpenDatabaseOptions, Queryable, QueryResult } from './db';
export { buildServer } from './server';
export {
  DEFAULT_CONFIG,
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_SERVICE_ROLE_KEY,
  TEST_SUITE_AUTH_LIMITS,
  type Config,
} from './config';
export { apiKeysFor } from './keys';
export { JWT_SECRET_FILE } from './jwt-secret';

/** What each app's runtime `env.json` needs to reach this backend. */
export interface ClientConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface StartOptions {
  port?: number;
  host?: string;
  /** Database options (dataDir, databaseUrl, migrationsDir, seedFile, log). */
  database?: OpenDatabaseOptions;
  /** Overrides on top of the environment (`configFromEnv`) and the defaults. */
  config?: Partial<Config>;
  /** Read settings from this environment; default process.env. Pass {} to ignore it. */
  env?: Record<string, string | undefined>;
  logger?: FastifyServerOptions['logger'];
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: Config;
  db: Database;
  app: FastifyInstance;
  clientConfig(): ClientConfig;
  close(): Promise<void>;
}

/**
 * The final settings: defaults ← environment ← explicit overrides. The JWT secret is JWT_SECRET (or
 * the override), else the data folder's own (`secretDir`), else a random one for this process; the
 * keys are signed for it unless ANON_KEY / SERVICE_ROLE_KEY are given.
 */
export async function resolveConfig(
  overrides: Partial<Config> = {},
  env: Record<string, string | undefined> = process.env,
  secretDir: string | null = null,
): Promise<Config> {
  const merged: Config = { ...DEFAULT_CONFIG, ...configFromEnv(env), ...overrides };
  if (!merged.jwtSecret)
    merged.jwtSecret = secretDir ? dataDirJwtSecret(secretDir) : newJwtSecret();
  const anonKey = overrides.anonKey || env.ANON_KEY;
  const serviceRoleKey = overrides.serviceRoleKey || env.SERVICE_ROLE_KEY;
  return withApiKeys(merged, {
    ...(anonKey ? { anonKey } : {}),
    ...(serviceRoleKey ? { serviceRoleKey } : {}),
  });
}

/** The public demo secret lets anyone forge a service_role token: never beyond this machine. */
export function assertSafeToListen(config: Config, host: string): void {
  if (config.jwtSecret === DEMO_JWT_SECRET && !isLoopbackHost(host)) {
    throw new Error(
      `Refusing to listen on ${host} with the public demo JWT secret: anyone could sign a ` +
        'service_role token. Unset JWT_SECRET (a random one is kept in the data folder) or set your own.',
    );
  }
}

/** Opens the database (bootstrap, migrations, seed), builds the server and listens. */
export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const config = await resolveConfig(options.config, env, options.database?.dataDir ?? null);
  assertSafeToListen(config, host);
  const db = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...options.database,
  });
  try {
    await applyBookingLimits(db, env);
    await applyEmailHolds(db, env);
    const app = await buildServer({ db, config, logger: options.logger ?? false });
    await app.listen({ port: options.port ?? 54321, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 54321);
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    // Token issuer and e-mail links: the configured URL, never a request's Host header.
    config.apiExternalUrl ??= url;
    return {
      url,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      config,
      db,
      app,
      clientConfig: () => ({
        supabaseUrl: config.apiExternalUrl ?? url,
        supabaseAnonKey: config.anonKey,
      }),
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * `{ supabaseUrl, supabaseAnonKey }` for a server started with the given port and environment,
 * without starting it (for a start script that runs the server as a separate process).
 */
export async function clientConfig(
  options: {
    port?: number;
    host?: string;
    env?: Record<string, string | undefined>;
    /** The server's data folder, which holds its JWT secret. */
    dataDir?: string;
  } = {},
): Promise<ClientConfig> {
  const config = await resolveConfig({}, options.env ?? process.env, options.dataDir ?? null);
  const url = `http://${options.host ?? '127.0.0.1'}:${options.port ?? 54321}`;
  return { supabaseUrl: config.apiExternalUrl ?? url, supabaseAnonKey: config.anonKey };
}
