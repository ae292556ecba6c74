// `npm test`: every check the project has, in order, each step timed. Stops at the first failure.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  /** Run side by side (output shown as each ends); the step fails if any of them fails. */
  commands: string[][];
}

// Nx keeps its cache machine-wide (~/.nx), and CI runs on a developer's machine: in CI every step
// runs for real rather than replaying a cached result.
const SKIP_CACHE = process.env.CI ? ['--skip-nx-cache'] : [];
const NX = ['npx', 'nx', 'run-many', '--output-style=stream', '--parallel=2', ...SKIP_CACHE];

const STEPS: Step[] = [
  {
    name: 'lockfile (npm ci must accept it)',
    commands: [['npx', 'tsx', 'tools/lockfile/complete-lockfile.ts', '--check']],
  },
  // Three checks side by side keep both cores busy (one after another, each left a core idle part
  // of the time). ESLint runs once over the workspace (one flat config), and the type check is one
  // program over every project: one process per project spent most of its time starting up and
  // reading the same files again.
  {
    name: 'format, lint, typecheck',
    commands: [
      ['npx', 'prettier', '--check', '.', '--log-level=warn'],
      ['npx', 'eslint', '.'],
      ['npx', 'tsc', '-p', 'tsconfig.check.json'],
    ],
  },
  { name: 'unit and integration tests (jest)', commands: [[...NX, '-t', 'test']] },
  // The builds the browser tests serve, the design-system catalogue included, built once here: the
  // e2e step below skips its own dependsOn (in CI, with the cache skipped, it would build them again).
  { name: 'production build', commands: [[...NX, '-t', 'build', 'catalogue']] },
  { name: 'size budgets (<app>/budget.json)', commands: [['npx', 'tsx', 'tools/budgets/cli.ts']] },
  {
    name: 'browser tests (Playwright, Debian chromium)',
    commands: [
      [
        'npx',
        'nx',
        'run',
        'e2e:e2e',
        '--output-style=stream',
        '--excludeTaskDependencies',
        ...SKIP_CACHE,
      ],
    ],
  },
];

/** Runs one command; alone it prints as it goes, beside others its output comes when it ends. */
function run([command, ...args]: string[], alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command as string, args, { stdio: alone ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`${command} could not start: ${error.message}`);
      resolve(false);
    });
    child.on('close', (status) => {
      if (!alone) {
        console.log(`--- ${[command, ...args].join(' ')}: ${status === 0 ? 'ok' : 'FAILED'}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(status === 0);
    });
  });
}

const only = process.argv.slice(2);
const selected = only.length
  ? STEPS.filter((step) => only.some((name) => step.name.startsWith(name)))
  : STEPS;
const results: { name: string; seconds: number; ok: boolean }[] = [];

for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const outcomes = await Promise.all(
    step.commands.map((command) => run(command, step.commands.length === 1)),
  );
  const ok = outcomes.every(Boolean);
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, seconds, ok });
  if (!ok) break;
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
