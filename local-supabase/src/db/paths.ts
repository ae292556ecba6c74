import path from 'node:path';

/** <repo>/local-supabase/src/db → <repo>. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const defaultMigrationsDir = path.join(repoRoot, 'supabase', 'migrations');
export const defaultSeedFile = path.join(repoRoot, 'supabase', 'seed.sql');
export const defaultDataDir = path.join(repoRoot, '.data', 'local-supabase');
export const bootstrapSqlFile = path.join(import.meta.dirname, 'bootstrap.sql');
