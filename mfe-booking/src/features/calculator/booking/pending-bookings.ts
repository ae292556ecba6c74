// "Never lose a booking": every Book & Pay goes through this queue of pending bookings. The
// request (with its idempotency key) is written to the browser's storage BEFORE it is sent; it
// leaves storage only when the database has answered. While the backend is unreachable or failing
// (no answer, 5xx) the request is retried with backoff, when the browser comes back online, and on
// the next page load. The idempotency key makes every retry safe: the database creates the booking
// once.
import {
  type BookingRow,
  LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
  PENDING_BOOKINGS_STORAGE_KEY,
} from '@bbt/shared';
import {
  type BookingFailure,
  classifyBookingFailure,
  type CreateBookingArgs,
  retryDelayMs,
} from '@bbt/shared/domain';

import { createBooking } from '../../../data/create-booking';

export type PendingBooking =
  | { state: 'sending' | 'waiting'; record: PendingBookingRecord }
  | { state: 'confirmed'; record: PendingBookingRecord; booking: BookingRow }
  | {
      state: 'refused';
      record: PendingBookingRecord;
      failure: Exclude<BookingFailure, { kind: 'retry' }>;
    };

export interface PendingBookingRecord {
  key: string;
  args: CreateBookingArgs;
  /** Shown while the booking waits in the browser; the database gives the final reference. */
  localReference: string;
  savedAt: string;
  attempts: number;
}

let entries: readonly PendingBooking[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<PendingBooking>>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parseRecords(raw: string | null | undefined): PendingBookingRecord[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as PendingBookingRecord[]).filter((r) => r && r.key && r.args)
      : [];
  } catch {
    return [];
  }
}

function readStored(): PendingBookingRecord[] {
  try {
    const store = storage();
    const current = parseRecords(store?.getItem(PENDING_BOOKINGS_STORAGE_KEY));
    const legacy = store?.getItem(LEGACY_PENDING_BOOKINGS_STORAGE_KEY);
    if (legacy === null || legacy === undefined) return current;
    // A visitor may still have a booking queued by an earlier version: it joins the queue under
    // the current key, and the old key goes only once that is written.
    const known = new Set(current.map((record) => record.key));
    const merged = [...current, ...parseRecords(legacy).filter((record) => !known.has(record.key))];
    try {
      if (merged.length > 0) store?.setItem(PENDING_BOOKINGS_STORAGE_KEY, JSON.stringify(merged));
      store?.removeItem(LEGACY_PENDING_BOOKINGS_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the old key is read again next time.
    }
    return merged;
  } catch {
    return [];
  }
}

function persist(): void {
  const waiting = entries
    .filter((entry) => entry.state === 'sending' || entry.state === 'waiting')
    .map((entry) => entry.record);
  try {
    if (waiting.length === 0) storage()?.removeItem(PENDING_BOOKINGS_STORAGE_KEY);
    else storage()?.setItem(PENDING_BOOKINGS_STORAGE_KEY, JSON.stringify(waiting));
  } catch {
    // Storage full or blocked: the booking still lives in memory and keeps retrying.
  }
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

function put(entry: PendingBooking): PendingBooking {
  const others = entries.filter((existing) => existing.record.key !== entry.record.key);
  entries = [...others, entry];
  persist();
  emit();
  return entry;
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  const stored = readStored();
  if (stored.length === 0) return;
  entries = stored.map((record) => ({ state: 'waiting', record }));
  stored.forEach((record) => void attempt(record));
}

function scheduleRetry(record: PendingBookingRecord): void {
  clearTimeout(timers.get(record.key));
  const delay = retryDelayMs(record.attempts - 1);
  timers.set(
    record.key,
    setTimeout(() => {
      timers.delete(record.key);
      void attempt(record);
    }, delay),
  );
}

function attempt(record: PendingBookingRecord): Promise<PendingBooking> {
  const running = inFlight.get(record.key);
  if (running) return running;
  clearTimeout(timers.get(record.key));
  const next = { ...record, attempts: record.attempts + 1 };
  put({ state: 'sending', record: next });
  const promise = createBooking(next.args).then((result): PendingBooking => {
    inFlight.delete(record.key);
    if (result.ok) return put({ state: 'confirmed', record: next, booking: result.booking });
    const failure = classifyBookingFailure(result.failure);
    if (failure.kind === 'retry') {
      scheduleRetry(next);
      return put({ state: 'waiting', record: next });
    }
    return put({ state: 'refused', record: next, failure });
  });
  inFlight.set(record.key, promise);
  return promise;
}

/**
 * Saves the request in the browser, then sends it. Resolves with the first answer: confirmed,
 * refused, or waiting (kept and retried). A second call with the same key while the first is on
 * its way returns the same promise: a double click makes one request.
 */
export function submitBooking(
  args: CreateBookingArgs,
  localReference: string,
): Promise<PendingBooking> {
  ensureLoaded();
  const running = inFlight.get(args.p_idempotency_key);
  if (running) return running;
  const record: PendingBookingRecord = {
    key: args.p_idempotency_key,
    args,
    localReference,
    savedAt: new Date().toISOString(),
    attempts: 0,
  };
  put({ state: 'waiting', record });
  return attempt(record);
}

/** Sends every waiting booking now (the browser came back online, or the visitor asked). */
export function retryWaitingBookings(): void {
  ensureLoaded();
  entries
    .filter((entry) => entry.state === 'waiting')
    .forEach((entry) => void attempt(entry.record));
}

/** A confirmation or refusal the visitor has seen and closed. */
export function dismissEntry(key: string): void {
  entries = entries.filter((entry) => entry.record.key !== key);
  persist();
  emit();
}

export function getPendingBookings(): readonly PendingBooking[] {
  ensureLoaded();
  return entries;
}

export function subscribePendingBookings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a booking from an earlier visit is waiting (cheap: no network, no library loads). */
export function hasStoredBookings(): boolean {
  return readStored().length > 0;
}

let onlineListening = false;
/** Retries when the browser reports it is back online (installed once per page). */
export function listenForOnline(): void {
  if (onlineListening || typeof window === 'undefined') return;
  onlineListening = true;
  window.addEventListener('online', retryWaitingBookings);
}

/** Tests only. */
export function resetPendingBookingsForTests(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  inFlight.clear();
  entries = [];
  loaded = false;
  listeners.clear();
}
