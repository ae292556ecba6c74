// The one command-line parser of the benchmarks in tools/bench/ (this folder is not run by bench.ts).
// Each bench declares its flags with a line of help; every flag takes a value, written `--name=value`
// or `--name value`. `--help` prints the bench's usage; an unknown flag, a flag without its value or
// a value out of range stops the bench with the message and the usage, before it starts anything.
import { parseArgs } from 'node:util';

/** A bench's flags: name (without `--`) to its help line, e.g. `'N runs per route (default 3)'`. */
export type FlagHelp<Name extends string> = Readonly<Record<Name, string>>;

export interface BenchFlags<Name extends string> {
  /** The value given for `name`, or undefined when the flag is absent. */
  value(name: Name): string | undefined;
  /** A whole number of at least `min`, or `fallback` when the flag is absent. */
  wholeNumber(name: Name, fallback: number, min?: number): number;
  /** Prints `message` and the usage, then exits with status 2. */
  fail(message: string): never;
}

function usage(command: string, summary: string, help: Readonly<Record<string, string>>): string {
  const lines = Object.entries({ ...help, help: 'print this help' }).map(
    ([name, text]) => `  --${name}`.padEnd(22) + text,
  );
  return [`Usage: npx tsx ${command} [flags]`, summary, '', ...lines].join('\n');
}

/**
 * Reads the flags of the bench `command` (its path from the repository root) from `argv`.
 * Prints the usage and exits on `--help`; exits with status 2 on a flag it does not declare.
 */
export function benchFlags<Name extends string>(
  command: string,
  summary: string,
  help: FlagHelp<Name>,
  argv: readonly string[] = process.argv.slice(2),
): BenchFlags<Name> {
  const text = usage(command, summary, help);
  const fail = (message: string): never => {
    console.error(`${message}\n\n${text}`);
    process.exit(2);
  };
  const options = Object.fromEntries(
    Object.keys(help).map((name) => [name, { type: 'string' as const }]),
  );
  let values: Record<string, string | boolean | undefined> = {};
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help === true) {
    console.log(text);
    process.exit(0);
  }
  const value = (name: Name): string | undefined => {
    const given = values[name];
    return typeof given === 'string' ? given : undefined;
  };
  return {
    value,
    fail,
    wholeNumber(name, fallback, min = 1) {
      const given = value(name);
      if (given === undefined) return fallback;
      const number = Number(given);
      if (given.trim() === '' || !Number.isInteger(number) || number < min) {
        return fail(`--${name} must be a whole number of at least ${min}, not "${given}".`);
      }
      return number;
    },
  };
}

/**
 * The port offset a benchmark serves the site on: `--port-offset=N`, else BENCH_PORT_OFFSET, else
 * the benchmark's own default (each has its own, so one can run beside `npm start` and the e2e run).
 */
export function benchPortOffset(flags: BenchFlags<'port-offset'>, defaultOffset: number): number {
  const given = flags.value('port-offset') ?? process.env.BENCH_PORT_OFFSET;
  if (given === undefined) return defaultOffset;
  const offset = Number(given);
  if (given.trim() === '' || !Number.isInteger(offset) || offset < 0)
    return flags.fail(`The port offset must be a whole number, not "${given}".`);
  return offset;
}

/** The help line of `--port-offset`, for the benches that serve the site. */
export function portOffsetHelp(defaultOffset: number): string {
  return `serve the site N ports up (default ${defaultOffset}; or BENCH_PORT_OFFSET)`;
}
