import { migrate } from './migrate';
import { defaultMigrationsDir, defaultSeedFile } from './paths';
import { openPglite } from './pglite-database';
import { openPostgres, withPostgresSession } from './postgres-database';
import { type Database, type OpenDatabaseOptions } from './types';

export type { Database, OpenDatabaseOptions, PgError, Queryable, QueryResult } from './types';
export { isPgError } from './types';
export { defaultDataDir, defaultMigrationsDir, defaultSeedFile, repoRoot } from './paths';

/** Arbitrary constant: serialises migrations of several servers starting on one real Postgres. */
const MIGRATION_LOCK_KEY = 54321;

/**
 * Opens PGlite (in memory, or persisted in `dataDir`) or, given `databaseUrl`, a real Postgres;
 * then applies the bootstrap SQL (once), new migration files (in filename order) and the seed (once).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const migrateOptions = {
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir,
    seedFile: options.seedFile === undefined ? defaultSeedFile : options.seedFile,
    log: options.log ?? (() => undefined),
  };
  if (options.databaseUrl) {
    await withPostgresSession(options.databaseUrl, async (session) => {
      await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(session, migrateOptions);
      } finally {
        await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    });
    return openPostgres(options.databaseUrl, migrateOptions.log);
  }
  const db = await openPglite(options.dataDir);
  try {
    await migrate(db, migrateOptions);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
