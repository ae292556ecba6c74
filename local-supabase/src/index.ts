import { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { configFromEnv, DEFAULT_CONFIG, type Config } from './config';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db';
import { applyBookingLimits } from './db/booking-limits';
import { withApiKeys } from './keys';
import { buildServer } from './server';

export { defaultDataDir, openDatabase } from './db';
export type { Database, OpenDatabaseOptions, Queryable, QueryResult } from './db';
export { buildServer } from './server';
export { DEFAULT_CONFIG, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type Config } from './config';

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

/** The final settings: defaults ← environment ← explicit overrides, with keys for the JWT secret. */
export async function resolveConfig(
  overrides: Partial<Config> = {},
  env: Record<string, string | undefined> = process.env,
): Promise<Config> {
  const merged: Config = { ...DEFAULT_CONFIG, ...configFromEnv(env), ...overrides };
  return withApiKeys(merged, {
    ...(overrides.anonKey || env.ANON_KEY ? { anonKey: overrides.anonKey ?? env.ANON_KEY } : {}),
    ...(overrides.serviceRoleKey || env.SERVICE_ROLE_KEY
      ? { serviceRoleKey: overrides.serviceRoleKey ?? env.SERVICE_ROLE_KEY }
      : {}),
  });
}

/** Opens the database (bootstrap, migrations, seed), builds the server and listens. */
export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const env = options.env ?? process.env;
  const config = await resolveConfig(options.config, env);
  const db = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...options.database,
  });
  try {
    await applyBookingLimits(db, env);
    const app = await buildServer({ db, config, logger: options.logger ?? false });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port ?? 54321, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 54321);
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
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
  options: { port?: number; host?: string; env?: Record<string, string | undefined> } = {},
): Promise<ClientConfig> {
  const config = await resolveConfig({}, options.env ?? process.env);
  const url = `http://${options.host ?? '127.0.0.1'}:${options.port ?? 54321}`;
  return { supabaseUrl: config.apiExternalUrl ?? url, supabaseAnonKey: config.anonKey };
}
