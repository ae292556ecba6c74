import { compare, limitFor, parseBudgetFile, updated } from '../budget-file';
import type { Figure } from '../measure';

const figure = (key: string, bytes: number): Figure => ({
  project: 'remote',
  key,
  bytes,
  files: [],
});

describe('limitFor', () => {
  it('adds 1 KB to a small figure', () => {
    expect(limitFor(4_000)).toBe(5_024);
  });

  it('adds 5% (rounded up) to a figure above 20 KB', () => {
    expect(limitFor(100_001)).toBe(105_002);
  });
});

describe('compare', () => {
  const file = updated([figure('remoteEntry.js', 4_000), figure('expose ./a', 30_000)], 'test');

  it('finds nothing while every figure is within its limit', () => {
    expect(compare(file, [figure('remoteEntry.js', 5_024), figure('expose ./a', 31_000)])).toEqual(
      [],
    );
  });

  it('reports a figure one byte over its limit', () => {
    expect(compare(file, [figure('remoteEntry.js', 5_025), figure('expose ./a', 30_000)])).toEqual([
      { kind: 'over', key: 'remoteEntry.js', figure: 5_025, limit: 5_024 },
    ]);
  });

  it('reports a figure with no budget and a budget with no figure', () => {
    expect(compare(file, [figure('remoteEntry.js', 4_000), figure('expose ./b', 1)])).toEqual([
      { kind: 'unbudgeted', key: 'expose ./b', figure: 1 },
      { kind: 'stale', key: 'expose ./a', limit: 31_500 },
    ]);
  });
});

describe('updated', () => {
  it('writes each figure, its limit and why', () => {
    expect(updated([figure('remoteEntry.js', 4_000)], '2026-01-01: first budgets')).toEqual({
      $comment: expect.stringContaining('--update'),
      budgets: {
        'remoteEntry.js': { figure: 4_000, limit: 5_024, set: '2026-01-01: first budgets' },
      },
    });
  });
});

describe('parseBudgetFile', () => {
  it('reads a file written by updated()', () => {
    const file = updated([figure('remoteEntry.js', 4_000)], 'why');
    expect(parseBudgetFile(JSON.stringify(file), 'x/budget.json')).toEqual(file);
  });

  it('refuses a file without budgets, or a budget without a numeric limit', () => {
    expect(() => parseBudgetFile('{}', 'x/budget.json')).toThrow(
      'x/budget.json: no "budgets" object',
    );
    expect(() =>
      parseBudgetFile('{"budgets":{"remoteEntry.js":{"limit":"5 KB"}}}', 'x/budget.json'),
    ).toThrow('x/budget.json: budget "remoteEntry.js" has no numeric "limit"');
  });
});
