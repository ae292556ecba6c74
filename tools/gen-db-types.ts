/**
 * Writes shared/src/supabase/database.types.ts, the `Database` type every supabase-js client of the
 * site is created with, from the REAL schema: it opens an in-memory database (PGlite) with
 * supabase/migrations, introspects the `public` schema through pg_catalog and prints the same shape
 * as `supabase gen types typescript`:
 *
 *   Database → public → Tables / Views (Row, Insert, Update, Relationships), Functions (Args,
 *   Returns, SetofOptions), Enums, CompositeTypes; plus the helper types Tables<>, TablesInsert<>,
 *   TablesUpdate<>, Enums<>, CompositeTypes<> and the Constants object.
 *
 *   npx tsx tools/gen-db-types.ts                 rewrite shared/src/supabase/database.types.ts
 *   npx tsx tools/gen-db-types.ts --check         exit 1 when the committed file is out of date
 *   npx tsx tools/gen-db-types.ts --out FILE      write (or with --check compare) another file
 *   npx tsx tools/gen-db-types.ts --migrations-dir DIR   read the migrations from DIR instead
 *
 * The generator mirrors the schema, not the grants: a column no API role may read (for example
 * customer_testimonials.customer_email) still appears, exactly as the Supabase CLI would print it.
 * Rules (as the CLI): columns sorted by name; Insert makes a column optional when it is nullable,
 * has a default or is an identity; `generated always` identity and generated columns are `?: never`
 * in Insert and Update; Update makes every column optional; Relationships list every foreign key of
 * the table (the referenced relation by name, whatever its schema) with isOneToOne when the
 * referencing columns are unique; a function without arguments has `Args: never`; a function
 * returning a table's row type (or a set of them) returns that row inline and names the table in
 * SetofOptions. The output is formatted with prettier's API and the repository's .prettierrc.
 *
 * local-supabase/test/api/db-types-drift.test.ts fails when the committed file differs from what this
 * generator writes now.
 *
 * The parts live in tools/db-types/: introspect.ts (the pg_catalog queries), render.ts (the
 * TypeScript printing) and helpers-template.ts (the CLI's helper types); this file is the entry.
 */
import fs from 'node:fs';
import path from 'node:path';

import * as prettier from 'prettier';

import { defaultMigrationsDir, openDatabase } from '../local-supabase/src/db/index';
import { introspect } from './db-types/introspect';
import { printDatabaseTypes } from './db-types/render';

export { introspect } from './db-types/introspect';
export { printDatabaseTypes } from './db-types/render';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export const DEFAULT_OUTPUT = path.join(
  REPO_ROOT,
  'shared',
  'src',
  'supabase',
  'database.types.ts',
);

/** Formats with prettier's API and the repository's configuration for the output file. */
export async function formatSource(source: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript', filepath: file });
}

/** Opens a throwaway database with the migrations and returns the formatted file contents. */
export async function generateDatabaseTypes(
  migrationsDir: string = defaultMigrationsDir,
  file: string = DEFAULT_OUTPUT,
): Promise<string> {
  const db = await openDatabase({ migrationsDir, seedFile: null });
  try {
    return await formatSource(printDatabaseTypes(await introspect(db)), file);
  } finally {
    await db.close();
  }
}

function optionValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return path.resolve(value);
}

async function main(argv: readonly string[]): Promise<number> {
  const file = optionValue(argv, '--out') ?? DEFAULT_OUTPUT;
  const migrationsDir = optionValue(argv, '--migrations-dir') ?? defaultMigrationsDir;
  const source = await generateDatabaseTypes(migrationsDir, file);
  const shown = path.relative(REPO_ROOT, file);
  if (argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== source) {
      console.error(`${shown} is out of date: run npx tsx tools/gen-db-types.ts`);
      return 1;
    }
    console.log(`${shown} is up to date`);
    return 0;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  console.log(`wrote ${shown}`);
  return 0;
}

if (process.argv[1] !== undefined && /gen-db-types\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
