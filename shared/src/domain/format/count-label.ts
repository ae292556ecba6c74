// Counts in words. English has two forms, chosen by the language's own plural rule (1 is singular;
// 0, 2 and 1.5 are plural), so no page writes '1 pieces of luggage'.
const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/** The form of a noun for `count`: `one` ('booking') or `other` ('bookings'). */
export function pluralNoun(count: number, one: string, other: string): string {
  return ENGLISH_PLURALS.select(count) === 'one' ? one : other;
}

// Made once, on first use: `toLocaleString('en-US')` builds a new formatter on every call.
let digits: Intl.NumberFormat | null = null;

/** A count with US digit grouping: 2013 -> '2,013' (as `toLocaleString('en-US')` writes it). */
export function formatCount(count: number): string {
  digits ??= new Intl.NumberFormat('en-US');
  return digits.format(count);
}

/** '1 piece of luggage', '3 pieces of luggage', '1,200 bookings' (US digit grouping). */
export function countLabel(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${pluralNoun(count, one, other)}`;
}
