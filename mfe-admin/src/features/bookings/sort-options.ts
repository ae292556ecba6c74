import type { SortDirection, SortKey } from '../../data/bookings-request';

export type SortChoice = `${SortKey}-${SortDirection}`;

/** The 'Sort by' choices (the only way to sort on a phone, where there are no column headers). */
export const SORT_CHOICES: readonly { value: SortChoice; label: string }[] = [
  { value: 'booked-desc', label: 'Newest bookings first' },
  { value: 'booked-asc', label: 'Oldest bookings first' },
  { value: 'pickup-asc', label: 'Pickup date, soonest first' },
  { value: 'pickup-desc', label: 'Pickup date, latest first' },
  { value: 'customer-asc', label: 'Customer name, A to Z' },
  { value: 'customer-desc', label: 'Customer name, Z to A' },
  { value: 'reference-asc', label: 'Reference, A to Z' },
  { value: 'reference-desc', label: 'Reference, Z to A' },
  { value: 'total-desc', label: 'Price, highest first' },
  { value: 'total-asc', label: 'Price, lowest first' },
  { value: 'status-asc', label: 'Status, A to Z' },
  { value: 'status-desc', label: 'Status, Z to A' },
];

export function sortChoiceOf(sort: SortKey, direction: SortDirection): SortChoice {
  return `${sort}-${direction}`;
}

export function parseSortChoice(choice: SortChoice): { sort: SortKey; direction: SortDirection } {
  const [sort, direction] = choice.split('-') as [SortKey, SortDirection];
  return { sort, direction };
}
