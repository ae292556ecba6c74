import { retryDelayMs } from './backoff';

it('doubles the wait after each attempt, up to the maximum', () => {
  expect(
    [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, 30_000, 3_600_000)),
  ).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
  expect(retryDelayMs(0, 10, 100)).toBe(10);
});
