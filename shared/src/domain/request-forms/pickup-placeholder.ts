// The book-tour pick-up placeholder: 'e.g., name of ship' for a visitor who came
// from the cruise-excursions page (/gig/6), from a URL containing "cruise", or with the navigation
// flag FROM_CRUISE_STATE; otherwise 'Hotel / Villa / Restaurant name'.
export const TOUR_PICKUP_PLACEHOLDERS = {
  cruise: 'e.g., name of ship',
  default: 'Hotel / Villa / Restaurant name',
} as const;

export const NIGHT_OUT_PICKUP_PLACEHOLDER = 'Hotel / Villa name';

export const CRUISE_GIG_ID = 6;

/**
 * The router state the cruise-excursions page's Book button sends to /book-tour: a client-side
 * navigation leaves document.referrer as it was, so the flag is what says where the visitor was.
 */
export const FROM_CRUISE_STATE = { fromCruise: true } as const;
export type FromCruiseState = typeof FROM_CRUISE_STATE;

export interface ArrivalContext {
  /** The router state the visitor arrived with. */
  state: unknown;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The current URL (path and query). */
  url: string;
}

function hasCruiseFlag(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    Object.entries(FROM_CRUISE_STATE).every(
      ([key, flag]) => (state as Record<string, unknown>)[key] === flag,
    )
  );
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

export function cameFromCruise({ state, referrer, url }: ArrivalContext): boolean {
  if (hasCruiseFlag(state)) return true;
  if (/cruise/i.test(url) || /cruise/i.test(referrer)) return true;
  return referrer !== '' && pathOf(referrer) === `/gig/${CRUISE_GIG_ID}`;
}

export function tourPickupPlaceholder(context: ArrivalContext): string {
  return cameFromCruise(context)
    ? TOUR_PICKUP_PLACEHOLDERS.cruise
    : TOUR_PICKUP_PLACEHOLDERS.default;
}
