import { usCount } from './us-digits';

// Counts in words. English has two forms, chosen by the language's own plural rule (1 is singular;
// 0, 2 and 1.5 are plural), so no page writes '1 pieces of luggage'.
const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/** The form of a noun for `count`: `one` ('booking') or `other` ('bookings'). */
export function pluralNoun(count: number, one: string, other: string): string {
  return ENGLISH_PLURALS.select(count) === 'one' ? one : other;
}

/** A count with US digit grouping: 2013 -> '2,013' (as `toLocaleString('en-US')` writes it). */
export const formatCount = usCount;

/** '1 piece of luggage', '3 pieces of luggage', '1,200 bookings' (US digit grouping). */
export function countLabel(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${pluralNoun(count, one, other)}`;
}

/** The staff's party line: '2 passengers, 3 suitcases'. */
export function partyLabel(passengers: number, suitcases: number): string {
  return `${countLabel(passengers, 'passenger', 'passengers')}, ${countLabel(suitcases, 'suitcase', 'suitcases')}`;
}
