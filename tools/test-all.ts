// `npm test`: every check the project has, in order, each step timed. Stops at the first failure.
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string[];
}

// Nx keeps its cache machine-wide (~/.nx), and CI runs on a developer's machine: in CI every step
// runs for real rather than replaying a cached result.
const SKIP_CACHE = process.env.CI ? ['--skip-nx-cache'] : [];
const NX = ['npx', 'nx', 'run-many', '--output-style=stream', '--parallel=2', ...SKIP_CACHE];

const STEPS: Step[] = [
  {
    name: 'lockfile (npm ci must accept it)',
    command: ['npx', 'tsx', 'tools/lockfile/complete-lockfile.ts', '--check'],
  },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level=warn'] },
  { name: 'lint', command: [...NX, '-t', 'lint'] },
  { name: 'typecheck', command: [...NX, '-t', 'typecheck'] },
  { name: 'unit and integration tests (jest)', command: [...NX, '-t', 'test'] },
  // The builds the browser tests serve, the design-system catalogue included, built once here: the
  // e2e step below skips its own dependsOn (in CI, with the cache skipped, it would build them again).
  { name: 'production build', command: [...NX, '-t', 'build', 'catalogue'] },
  { name: 'size budgets (<app>/budget.json)', command: ['npx', 'tsx', 'tools/budgets/cli.ts'] },
  {
    name: 'browser tests (Playwright, Debian chromium)',
    command: [
      'npx',
      'nx',
      'run',
      'e2e:e2e',
      '--output-style=stream',
      '--excludeTaskDependencies',
      ...SKIP_CACHE,
    ],
  },
];

const only = process.argv.slice(2);
const selected = only.length
  ? STEPS.filter((step) => only.some((name) => step.name.startsWith(name)))
  : STEPS;
const results: { name: string; seconds: number; ok: boolean }[] = [];

for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const { status } = spawnSync(command as string, args, { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok: status === 0 });
  if (status !== 0) break;
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`total ${total.toFixed(1)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);
