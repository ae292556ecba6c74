// Every app's figures against its budget file (pure: the builds and budget files are passed in).
import { type BudgetFile, compare, type Problem } from './budget-file';
import type { AppBuild } from './build-facts';
import { type Figure, measureHost, measureRemote } from './measure';
import { problemMessage, type TableRow } from './report';

export interface AppFigures {
  project: string;
  budgetFile: string;
  figures: Figure[];
}

export function measureAll(host: AppBuild, remotes: readonly AppBuild[]): AppFigures[] {
  return [host, ...remotes].map((build) => ({
    project: build.project,
    budgetFile: budgetFileName(build.project),
    figures: build === host ? measureHost(host) : measureRemote(build, host),
  }));
}

export const budgetFileName = (project: string) => `${project}/budget.json`;

export interface CheckResult {
  rows: TableRow[];
  failures: string[];
}

export function checkBudgets(
  apps: readonly AppFigures[],
  budgetFiles: ReadonlyMap<string, BudgetFile>,
): CheckResult {
  const rows: TableRow[] = [];
  const failures: string[] = [];
  for (const app of apps) {
    const file = budgetFiles.get(app.budgetFile);
    for (const figure of app.figures)
      rows.push({ budgetFile: app.budgetFile, figure, budget: file?.budgets[figure.key] });
    if (!file) {
      failures.push(
        `${app.budgetFile}: missing; create it with \`npm run budgets -- --update --reason="..."\``,
      );
      continue;
    }
    const problems: Problem[] = compare(file, app.figures);
    failures.push(...problems.map((problem) => problemMessage(app.budgetFile, problem)));
  }
  return { rows, failures };
}
