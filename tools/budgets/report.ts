// What `npm run budgets` prints: one line per problem naming the file and the figure, and a table.
import type { Budget, Problem } from './budget-file';
import type { Figure } from './measure';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const UPDATE_HINT = 'if intended, `npm run budgets -- --update --reason="..."`';

export function problemMessage(budgetFile: string, problem: Problem): string {
  switch (problem.kind) {
    case 'over':
      return (
        `${budgetFile}: ${problem.key} ${kb(problem.figure)} brotli > limit ${kb(problem.limit)} ` +
        `(+${kb(problem.figure - problem.limit)}; ${problem.figure} > ${problem.limit} bytes)`
      );
    case 'unbudgeted':
      return `${budgetFile}: ${problem.key} (${kb(problem.figure)} brotli) has no budget; ${UPDATE_HINT}`;
    case 'stale':
      return `${budgetFile}: budget "${problem.key}" matches nothing in the build (renamed or removed?); ${UPDATE_HINT}`;
  }
}

export interface TableRow {
  budgetFile: string;
  figure: Figure;
  budget: Budget | undefined;
}

/** Own files vs shared chunks from another app (the host), so a jump shows where it came from. */
function breakdown(figure: Figure): string {
  const own = figure.files.filter((file) => file.project === figure.project);
  const other = figure.files.filter((file) => file.project !== figure.project);
  const sum = (files: typeof own) => files.reduce((total, file) => total + file.bytes, 0);
  const parts = [`${own.length} own ${kb(sum(own))}`];
  if (other.length > 0) parts.push(`${other.length} from ${other[0]?.project} ${kb(sum(other))}`);
  return `${figure.files.length} files (${parts.join(', ')})`;
}

/** Every file a figure counts, for `npm run budgets -- --files`. */
export function fileList(rows: readonly TableRow[]): string {
  return rows
    .map((row) =>
      [
        `${row.budgetFile} ${row.figure.key}:`,
        ...row.figure.files.map(
          (file) => `  ${kb(file.bytes).padStart(9)}  ${file.project}/dist/${file.file}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

export function table(rows: readonly TableRow[]): string {
  const lines = rows.map((row) => {
    const limit = row.budget ? kb(row.budget.limit) : 'none';
    const used = row.budget ? `${Math.round((row.figure.bytes / row.budget.limit) * 100)}%` : '';
    return [
      row.budgetFile.padEnd(26),
      row.figure.key.padEnd(38),
      kb(row.figure.bytes).padStart(9),
      limit.padStart(9),
      used.padStart(5),
      `  ${breakdown(row.figure)}`,
    ].join(' ');
  });
  const header = [
    'budget file'.padEnd(26),
    'figure'.padEnd(38),
    'brotli'.padStart(9),
    'limit'.padStart(9),
    'used'.padStart(5),
    '  loads',
  ].join(' ');
  return [header, ...lines].join('\n');
}
