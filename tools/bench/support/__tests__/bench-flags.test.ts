import { benchFlags, benchPortOffset } from '../bench-flags';

const HELP = { runs: 'runs per route', routes: 'only these paths', 'port-offset': 'ports up' };

let printed: string[];
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text));
  jest.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
  jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const read = (argv: string[]) => benchFlags('tools/bench/x.ts', 'What x measures.', HELP, argv);

describe('benchFlags', () => {
  it('reads --name=value and --name value alike, and leaves absent flags undefined', () => {
    const flags = read(['--runs=2', '--routes', '/,/contact']);
    expect([
      flags.wholeNumber('runs', 3),
      flags.value('routes'),
      flags.value('port-offset'),
    ]).toEqual([2, '/,/contact', undefined]);
    expect(read([]).wholeNumber('runs', 3)).toBe(3);
  });

  it('prints the usage on --help and exits 0', () => {
    expect(() => read(['--help'])).toThrow('exit 0');
    expect(printed.join('\n')).toContain('Usage: npx tsx tools/bench/x.ts [flags]');
    expect(printed.join('\n')).toMatch(/--runs +runs per route/);
  });

  it('stops with the message and the usage on an unknown flag or a missing value', () => {
    expect(() => read(['--rnus=2'])).toThrow('exit 2');
    expect(() => read(['--routes'])).toThrow('exit 2');
    expect(printed[0]).toContain("'--rnus'");
    expect(printed[0]).toContain('Usage: npx tsx tools/bench/x.ts [flags]');
  });

  it('refuses a count that is not a whole number of at least one', () => {
    for (const runs of ['abc', '0', '1.5', '']) {
      expect(() => read([`--runs=${runs}`]).wholeNumber('runs', 3)).toThrow('exit 2');
    }
    expect(printed[0]).toMatch(/^--runs must be a whole number of at least 1, not "abc"\./);
  });

  it('takes the port offset from the flag, then BENCH_PORT_OFFSET, then the default', () => {
    const saved = process.env.BENCH_PORT_OFFSET;
    try {
      delete process.env.BENCH_PORT_OFFSET;
      expect(benchPortOffset(read([]), 380)).toBe(380);
      process.env.BENCH_PORT_OFFSET = '40';
      expect(benchPortOffset(read([]), 380)).toBe(40);
      expect(benchPortOffset(read(['--port-offset=7']), 380)).toBe(7);
      expect(() => benchPortOffset(read(['--port-offset=-1']), 380)).toThrow('exit 2');
    } finally {
      if (saved === undefined) delete process.env.BENCH_PORT_OFFSET;
      else process.env.BENCH_PORT_OFFSET = saved;
    }
  });
});
