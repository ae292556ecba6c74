// Command-line flags shared by the benchmarks in tools/bench/ (this folder is not run by bench.ts).

/** The value of `--name=value`, or undefined. */
export function flagValue(name: string, argv: readonly string[] = process.argv.slice(2)) {
  const prefix = `--${name}=`;
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/**
 * The port offset a benchmark serves the site on: `--port-offset=N`, else BENCH_PORT_OFFSET, else
 * the benchmark's own default (each has its own, so one can run beside `npm start` and the e2e run).
 */
export function benchPortOffset(defaultOffset: number): number {
  const value = flagValue('port-offset') ?? process.env.BENCH_PORT_OFFSET;
  if (value === undefined) return defaultOffset;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`The port offset must be a whole number, not "${value}".`);
  return offset;
}
