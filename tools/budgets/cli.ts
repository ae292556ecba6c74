// `npm run budgets`: each app's brotli figures (read from the production builds) against its
// `<app>/budget.json`; exits 1 naming the file, the figure and the limit when one is exceeded.
// `npm run budgets -- --update --reason="why"` rewrites every budget file from the current figures;
// `--files` lists the files each figure counts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { APPS } from '../apps';
import { type BudgetFile, parseBudgetFile, updated } from './budget-file';
import { checkBudgets, measureAll } from './check-budgets';
import { readAppBuild } from './read-build';
import { fileList, table } from './report';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
const update = args.includes('--update');
const listFiles = args.includes('--files');
const reason = args.find((arg) => arg.startsWith('--reason='))?.slice('--reason='.length);

const hostApp = APPS.find((app) => app.kind === 'host');
if (!hostApp) throw new Error('tools/apps.ts lists no host');
const host = readAppBuild(workspaceRoot, hostApp.project, 'host');
const remotes = APPS.filter((app) => app.kind === 'remote').map((app) =>
  readAppBuild(workspaceRoot, app.project, 'remote'),
);
const apps = measureAll(host, remotes);

if (update) {
  if (!reason) {
    console.error(
      'budgets --update needs --reason="why the limits move" (it is written in the files)',
    );
    process.exit(2);
  }
  const today = new Date().toISOString().slice(0, 10);
  for (const app of apps) {
    const file = updated(app.figures, `${today}: ${reason}`);
    writeFileSync(path.join(workspaceRoot, app.budgetFile), `${JSON.stringify(file, null, 2)}\n`);
    console.log(`wrote ${app.budgetFile}`);
  }
}

const budgetFiles = new Map<string, BudgetFile>();
for (const app of apps) {
  const file = path.join(workspaceRoot, app.budgetFile);
  if (existsSync(file))
    budgetFiles.set(app.budgetFile, parseBudgetFile(readFileSync(file, 'utf8'), app.budgetFile));
}

const { rows, failures } = checkBudgets(apps, budgetFiles);
if (listFiles) console.log(`${fileList(rows)}\n`);
console.log(table(rows));
if (failures.length > 0) {
  console.error(`\n${failures.length} size budget(s) exceeded or out of date:`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`\nall ${rows.length} size budgets hold`);
