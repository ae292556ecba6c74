import fs from 'node:fs';

import pg from 'pg';

import { parseCliArgs } from './cli-args';

/**
 * `npm run db:reset`: start over. PGlite: deletes the data folder (the next start re-applies the
 * bootstrap, every migration and the seed). DATABASE_URL: drops the schemas the bootstrap and
 * migrations create, so the next start rebuilds them (roles are cluster-wide and kept).
 */
async function reset(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists public, auth, extensions, local_inbox, supabase_migrations cascade;
                          create schema public; grant usage on schema public to public;`);
    } finally {
      await client.end();
    }
    console.log(
      '[local-supabase] database reset (schemas dropped); the next start re-applies everything',
    );
    return;
  }
  const { dataDir } = parseCliArgs(process.argv.slice(2), process.env);
  if (!dataDir) {
    console.log('[local-supabase] in-memory database: nothing to reset');
    return;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`[local-supabase] removed ${dataDir}; the next start re-applies migrations and seed`);
}

reset().catch((error: unknown) => {
  console.error('[local-supabase] reset failed:', error);
  process.exit(1);
});
