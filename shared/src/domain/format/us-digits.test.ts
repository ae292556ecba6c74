import { usCents, usCount } from './us-digits';

const intlCount = (value: number) => value.toLocaleString('en-US');
const intlCents = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A fixed pseudo-random sequence: the same cases on every run. */
function* numbers(count: number): Generator<number> {
  let seed = 24;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < count; index += 1) yield next();
}

describe('US digits written by hand', () => {
  it('write counts as toLocaleString("en-US") does', () => {
    const cases = [0, -0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, -1200, 1.5, NaN];
    for (const n of numbers(2000)) cases.push(Math.floor(n * 10 ** Math.floor(n * 13)));
    for (const value of cases) expect(usCount(value)).toBe(intlCount(value));
  });

  it('write amounts with two decimals as Intl does, rounding included', () => {
    const cases = [0, 0.5, 0.125, 1.005, 2.675, 10.995, 0.994, 0.995, 1234.5, 99_999.999, 1e-7];
    for (const n of numbers(5000))
      cases.push(Math.round(n * 10 ** Math.floor(n * 9) * 1000) / 1000);
    for (const n of numbers(2000)) cases.push(n * 50_000);
    for (const value of cases) expect(usCents(value)).toBe(intlCents(value));
  });
});
