// US digit grouping written by hand. The first Intl.NumberFormat (or toLocaleString) of a page
// loads ICU's number data: 60-70 ms of main thread on a phone (4x CPU), in the middle of the first
// render of My Bookings or the admin's lists. The results are those of toLocaleString('en-US')
// (us-digits.test.ts compares them); anything unusual is still handed to Intl.

let fallback: { count: Intl.NumberFormat; money: Intl.NumberFormat } | null = null;
const intl = () =>
  (fallback ??= {
    count: new Intl.NumberFormat('en-US'),
    money: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/** '1234567' -> '1,234,567' (digits only). */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Safe to write by hand: whole numbers below 2^53, away from exponent notation. */
const plainWhole = (value: number): boolean => Number.isSafeInteger(value) && !Object.is(value, -0);

/** A count as `toLocaleString('en-US')` writes it: 2013 -> '2,013', -5 -> '-5'. */
export function usCount(count: number): string {
  if (!plainWhole(count)) return intl().count.format(count);
  return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)))}`;
}

/**
 * A non-negative amount with exactly two decimals, as `toLocaleString('en-US', { minimumFractionDigits:
 * 2, maximumFractionDigits: 2 })` writes it: 1234.5 -> '1,234.50', 0.125 -> '0.13'.
 */
export function usCents(amount: number): string {
  const decimal = String(amount);
  // Rounding the decimal text, not the binary value, as Intl does: 1.005 -> 1.01.
  const cents = Math.round(Number(`${decimal}e2`));
  if (amount < 0 || /e/i.test(decimal) || !Number.isSafeInteger(cents))
    return intl().money.format(amount);
  const whole = Math.floor(cents / 100);
  return `${grouped(String(whole))}.${String(cents % 100).padStart(2, '0')}`;
}
