// The generator's command line: rewrite the reference-data migration, check it (--check) or write a
// new one (--new). Returns the exit code.
import fs from 'node:fs';
import path from 'node:path';

import { generateReferenceSql } from './generate';
import { newReferenceMigrationPath, referenceMigrationPath, REPO_ROOT } from './migration-file';

export function main(argv: readonly string[]): number {
  const sql = generateReferenceSql();
  if (argv.includes('--check')) {
    const file = referenceMigrationPath();
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== sql) {
      console.error(
        `${path.relative(REPO_ROOT, file)} is out of date: run npx tsx tools/gen-reference-sql.ts`,
      );
      return 1;
    }
    console.log(`${path.relative(REPO_ROOT, file)} is up to date`);
    return 0;
  }
  const file = argv.includes('--new')
    ? newReferenceMigrationPath(new Date())
    : referenceMigrationPath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, sql);
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  return 0;
}
