// `<app>/budget.json`: one limit per figure, in brotli bytes, and the figure it was set from.
import type { Figure } from './measure';

export interface Budget {
  /** Brotli bytes the figure may not exceed. */
  limit: number;
  /** The figure when the limit was set. */
  figure: number;
  /** When and why the limit was set. */
  set: string;
}

export interface BudgetFile {
  $comment: string;
  budgets: Record<string, Budget>;
}

export const BUDGET_FILE_COMMENT =
  'Size budgets in brotli bytes, checked by `npm run budgets` and `npm test` after the production ' +
  'build (tools/budgets). limit = figure when set + 5% (at least 1 KB). To accept deliberate ' +
  'growth: `npm run budgets -- --update --reason="..."`, and commit this file.';

const MARGIN_RATIO = 0.05;
const MIN_MARGIN_BYTES = 1024;

export function limitFor(figure: number): number {
  return figure + Math.max(MIN_MARGIN_BYTES, Math.ceil(figure * MARGIN_RATIO));
}

export type Problem =
  | { kind: 'over'; key: string; figure: number; limit: number }
  | { kind: 'unbudgeted'; key: string; figure: number }
  | { kind: 'stale'; key: string; limit: number };

export function compare(file: BudgetFile, figures: readonly Figure[]): Problem[] {
  const problems: Problem[] = [];
  for (const { key, bytes } of figures) {
    const budget = file.budgets[key];
    if (!budget) problems.push({ kind: 'unbudgeted', key, figure: bytes });
    else if (bytes > budget.limit)
      problems.push({ kind: 'over', key, figure: bytes, limit: budget.limit });
  }
  const measured = new Set(figures.map((figure) => figure.key));
  for (const [key, budget] of Object.entries(file.budgets)) {
    if (!measured.has(key)) problems.push({ kind: 'stale', key, limit: budget.limit });
  }
  return problems;
}

/** A budget file whose limits are the current figures plus the margin. */
export function updated(figures: readonly Figure[], reason: string): BudgetFile {
  return {
    $comment: BUDGET_FILE_COMMENT,
    budgets: Object.fromEntries(
      figures.map((figure) => [
        figure.key,
        { limit: limitFor(figure.bytes), figure: figure.bytes, set: reason },
      ]),
    ),
  };
}

export function parseBudgetFile(text: string, name: string): BudgetFile {
  const parsed = JSON.parse(text) as Partial<BudgetFile>;
  const budgets = parsed.budgets;
  if (!budgets || typeof budgets !== 'object') throw new Error(`${name}: no "budgets" object`);
  for (const [key, budget] of Object.entries(budgets)) {
    if (typeof budget?.limit !== 'number' || !Number.isFinite(budget.limit))
      throw new Error(`${name}: budget "${key}" has no numeric "limit"`);
  }
  return { $comment: parsed.$comment ?? BUDGET_FILE_COMMENT, budgets };
}
