// Where this browser keeps Book & Pay requests the database has not yet answered. The booking
// remote owns the queue; the shell reads only whether one waits, so the calculator (which sends
// it) loads on arrival instead of when the visitor happens to scroll to it.
import { browserStorage } from '../offline/browser-storage';

export const PENDING_BOOKINGS_STORAGE_KEY = 'bbt.pending-bookings.v1';
/** Where earlier versions of the site kept the queue: read once, then moved to the key above. */
export const LEGACY_PENDING_BOOKINGS_STORAGE_KEY = 'bbt.booking-outbox.v1';

/** Whether a booking from an earlier visit waits in this browser (no parsing, no network). */
export function hasPendingBookingsStored(storage: Storage | null = browserStorage()): boolean {
  try {
    return [PENDING_BOOKINGS_STORAGE_KEY, LEGACY_PENDING_BOOKINGS_STORAGE_KEY].some((key) => {
      const raw = storage?.getItem(key);
      return raw !== null && raw !== undefined && raw !== '' && raw !== '[]';
    });
  } catch {
    return false;
  }
}
