// "Never lose a booking": every Book & Pay goes through this queue of pending bookings. The
// request (with its idempotency key) is written to the browser's storage BEFORE it is sent; it
// leaves storage only when the database has answered. While the backend is unreachable or failing
// (no answer, 5xx) the request is retried with backoff, when the browser comes back online, and on
// the next page load. The idempotency key makes every retry safe: the database creates the booking
// once. The queue itself is the shared stored retry queue; this module says what a booking is.
import {
  type BookingRow,
  LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
  PENDING_BOOKINGS_STORAGE_KEY,
} from '@bbt/shared';
import {
  type BookingFailure,
  classifyBookingFailure,
  type CreateBookingArgs,
} from '@bbt/shared/domain';
import { createStoredRetryQueue, type QueueVerdict } from '@bbt/shared/offline';

import { createBooking } from '../../../data/create-booking';

type Refusal = Exclude<BookingFailure, { kind: 'retry' }>;

export type PendingBooking =
  | { state: 'sending' | 'waiting'; record: PendingBookingRecord }
  | { state: 'confirmed'; record: PendingBookingRecord; booking: BookingRow }
  | { state: 'refused'; record: PendingBookingRecord; failure: Refusal };

export interface PendingBookingRecord {
  key: string;
  args: CreateBookingArgs;
  /** Shown while the booking waits in the browser; the database gives the final reference. */
  localReference: string;
  savedAt: string;
  attempts: number;
}

const queue = createStoredRetryQueue({
  storageKey: PENDING_BOOKINGS_STORAGE_KEY,
  legacyStorageKey: LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
  isRecord: (value: unknown): value is PendingBookingRecord => {
    const record = value as Partial<PendingBookingRecord> | null;
    return Boolean(record && record.key && record.args);
  },
  keyOf: (record: PendingBookingRecord) => record.key,
  send: (record: PendingBookingRecord) => createBooking(record.args),
  classify: (result): QueueVerdict<BookingRow, Refusal> => {
    if (result.ok) return { kind: 'done', result: result.booking };
    const failure = classifyBookingFailure(result.failure);
    return failure.kind === 'retry' ? { kind: 'retry' } : { kind: 'refused', reason: failure };
  },
  keepDone: true,
  view: (entry): PendingBooking => {
    switch (entry.state) {
      case 'done':
        return { state: 'confirmed', record: entry.record, booking: entry.result };
      case 'refused':
        return { state: 'refused', record: entry.record, failure: entry.reason };
      default:
        return entry;
    }
  },
});

/**
 * Saves the request in the browser, then sends it. Resolves with the first answer: confirmed,
 * refused, or waiting (kept and retried). A second call with the same key while the first is on
 * its way returns the same promise: a double click makes one request.
 */
export function submitBooking(
  args: CreateBookingArgs,
  localReference: string,
): Promise<PendingBooking> {
  return queue.submit({
    key: args.p_idempotency_key,
    args,
    localReference,
    savedAt: new Date().toISOString(),
    attempts: 0,
  });
}

/** Sends every waiting booking now (the browser came back online, or the visitor asked). */
export const retryWaitingBookings = (): void => queue.retryWaiting();

/** A confirmation or refusal the visitor has seen and closed. */
export const dismissEntry = (key: string): void => queue.dismiss(key);

export const getPendingBookings = (): readonly PendingBooking[] => queue.entries();

export const subscribePendingBookings = (listener: () => void): (() => void) =>
  queue.subscribe(listener);

/** Whether a booking from an earlier visit is waiting (cheap: no network, no library loads). */
export const hasStoredBookings = (): boolean => queue.hasStored();

/** Retries when the browser reports it is back online (installed once per page). */
export const listenForOnline = (): void => queue.listenForOnline();

/** Tests only. */
export const resetPendingBookingsForTests = (): void => queue.resetForTests();
