// Where the reference-data migration lives: the newest *_load_reference_data.sql, or a new one.
import fs from 'node:fs';
import path from 'node:path';

/** Repository root: this file lives in <repo>/tools/reference-sql. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');

/** Name of the first reference-data migration (it follows 20261122000300_create_reference_tables). */
export const DEFAULT_REFERENCE_MIGRATION = '20261122000400_load_reference_data.sql';

const REFERENCE_MIGRATION_SUFFIX = '_load_reference_data.sql';

/** The newest *_load_reference_data.sql migration, or the default name when there is none yet. */
export function referenceMigrationPath(dir: string = MIGRATIONS_DIR): string {
  const existing = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(REFERENCE_MIGRATION_SUFFIX))
        .sort()
    : [];
  return path.join(dir, existing[existing.length - 1] ?? DEFAULT_REFERENCE_MIGRATION);
}

/** `YYYYMMDDHHMMSS` in UTC, the Supabase CLI's migration version format. */
export function migrationVersion(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').replace(/\..*$/, '');
}

/** A new reference-data migration named for `date` (applied migrations never run again). */
export function newReferenceMigrationPath(date: Date, dir: string = MIGRATIONS_DIR): string {
  return path.join(dir, `${migrationVersion(date)}${REFERENCE_MIGRATION_SUFFIX}`);
}
