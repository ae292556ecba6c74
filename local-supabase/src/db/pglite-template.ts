// A test run opens dozens of in-memory databases with the same migrations and seed. Building one
// costs PGlite's initdb, every migration and the seed (4 to 8 s on two cores); loading a dump of an
// identical one costs about a third of that. When LOCAL_SUPABASE_PGLITE_TEMPLATES names a folder
// (set for one test run by test/setup/global-setup.ts), the first in-memory open of a given
// migrations folder and seed writes its dump there and every later one loads it.
// initdb alone is most of a build (3.4-5 s of it, against 0.5-0.8 s for the bootstrap, every
// migration and the seed), so the first build also leaves the empty cluster it started from, and a
// database built from other migrations (a test's fixtures, a changed schema) starts from that.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { bootstrapSqlFile } from './paths';

export const PGLITE_TEMPLATES_ENV = 'LOCAL_SUPABASE_PGLITE_TEMPLATES';

/** The folder of this run's templates, or undefined when templates are off (unset, or 'off'). */
export function templatesDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env[PGLITE_TEMPLATES_ENV]?.trim();
  return dir && dir !== 'off' ? dir : undefined;
}

/** Names what a database is built from: the bootstrap, every migration file, and the seed. */
export function templateKey(migrationsDir: string, seedFile: string | null): string {
  const hash = createHash('sha256');
  const add = (name: string, file: string) => {
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  };
  add('bootstrap', bootstrapSqlFile);
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    add(name, path.join(migrationsDir, name));
  }
  if (seedFile) add('seed', seedFile);
  return hash.digest('hex').slice(0, 32);
}

/** The key of a fresh cluster, before the bootstrap: a run's folder serves one PGlite version. */
export const EMPTY_CLUSTER_KEY = 'empty-cluster';

const templateFile = (dir: string, key: string) => path.join(dir, `${key}.tar`);

/**
 * The dump for `key` in `dir`, if an earlier open wrote it, as a Blob backed by the file: PGlite
 * reads the 40 MB of it in about half the time a Blob copied from a Buffer takes. Safe because a
 * template never changes once written (see writeTemplate).
 */
export async function readTemplate(dir: string, key: string): Promise<Blob | undefined> {
  try {
    return await fs.openAsBlob(templateFile(dir, key));
  } catch {
    return undefined;
  }
}

/**
 * Writes the dump for `key` under a temporary name, then links it into place only if no other
 * worker did first: a reader never sees half a file, and a template never changes once written.
 */
export async function writeTemplate(dir: string, key: string, dump: Blob): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${templateFile(dir, key)}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  try {
    fs.linkSync(partial, templateFile(dir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
