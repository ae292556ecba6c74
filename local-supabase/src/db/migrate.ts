import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { bootstrapSqlFile } from './paths';
import { type Database } from './types';

export interface MigrateOptions {
  migrationsDir: string;
  seedFile: string | null;
  log: (line: string) => void;
}

const TRACKING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key, statements text[], name text);
create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
create table if not exists supabase_migrations.local_bootstrap (hash text not null);
`;

/** `20260101000000_create_bookings.sql` → version 20260101000000, name create_bookings (CLI convention). */
function splitMigrationName(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const underscore = base.indexOf('_');
  return underscore < 0
    ? { version: base, name: '' }
    : { version: base.slice(0, underscore), name: base.slice(underscore + 1) };
}

function listMigrations(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The bootstrap runs on a fresh database and again whenever bootstrap.sql changes (it is idempotent). */
async function bootstrap(db: Database, log: (line: string) => void): Promise<void> {
  const sql = fs.readFileSync(bootstrapSqlFile, 'utf8');
  const hash = sha256(sql);
  const tracked = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.local_bootstrap') is not null as exists`,
  );
  const { rows } = tracked.rows[0]?.exists
    ? await db.query<{ hash: string }>(
        'select hash from supabase_migrations.local_bootstrap limit 1',
      )
    : { rows: [] };
  if (rows[0]?.hash === hash) return;
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.exec(TRACKING_SQL);
    await tx.query('delete from supabase_migrations.local_bootstrap');
    await tx.query('insert into supabase_migrations.local_bootstrap (hash) values ($1)', [hash]);
  });
  log('applied bootstrap (roles, auth schema, extensions)');
}

async function applyMigrations(db: Database, options: MigrateOptions): Promise<void> {
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  for (const file of listMigrations(options.migrationsDir)) {
    const { version, name } = splitMigrationName(file);
    if (applied.has(version)) continue;
    const sql = fs.readFileSync(path.join(options.migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, array[$2], $3)',
          [version, sql, name],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    options.log(`applied migration ${file}`);
  }
}

async function applySeed(db: Database, seedFile: string, log: (line: string) => void) {
  if (!fs.existsSync(seedFile)) return;
  const key = path.basename(seedFile);
  const done = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
    key,
  ]);
  if (done.rows.length > 0) return;
  const sql = fs.readFileSync(seedFile, 'utf8');
  const hash = sha256(sql);
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        key,
        hash,
      ]);
    });
  } catch (error) {
    throw new Error(`seed ${key} failed: ${(error as Error).message}`, { cause: error });
  }
  log(`applied seed ${key}`);
}

/** Bootstrap (once), then every new migration file in filename order, then the seed (once). */
export async function migrate(db: Database, options: MigrateOptions): Promise<void> {
  await bootstrap(db, options.log);
  await applyMigrations(db, options);
  if (options.seedFile) await applySeed(db, options.seedFile, options.log);
}
