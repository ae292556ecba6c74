import { migrate } from './migrate';
import { defaultMigrationsDir, defaultSeedFile } from './paths';
import { openPglite } from './pglite-database';
import {
  EMPTY_CLUSTER_KEY,
  readTemplate,
  templateKey,
  templatesDir,
  writeTemplate,
} from './pglite-template';
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
  // In memory, during a test run: start from this run's dump of the same schema and seed if there
  // is one (migrate then finds nothing to do), else from its empty cluster (initdb done), else build
  // both, leaving each dump for the next open.
  const templates = options.dataDir ? undefined : templatesDir();
  const key = templates && templateKey(migrateOptions.migrationsDir, migrateOptions.seedFile);
  const builtTemplate = templates && key ? await readTemplate(templates, key) : undefined;
  const emptyCluster =
    templates && !builtTemplate ? await readTemplate(templates, EMPTY_CLUSTER_KEY) : undefined;
  // A test's database is small: 16 MB of shared buffers instead of initdb's 128 MB, which Postgres
  // clears at every start (an open from a template took 0.8-0.9 s instead of 1.3-1.7 s). The site and
  // the benches keep the default.
  const { dump, ...db } = await openPglite(
    options.dataDir,
    builtTemplate ?? emptyCluster,
    templates ? { sharedBuffers: '16MB' } : {},
  );
  try {
    if (templates && !builtTemplate && !emptyCluster)
      await writeTemplate(templates, EMPTY_CLUSTER_KEY, await dump());
    await migrate(db, migrateOptions);
    if (templates && key && !builtTemplate) await writeTemplate(templates, key, await dump());
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
