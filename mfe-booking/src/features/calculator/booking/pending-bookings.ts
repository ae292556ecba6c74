// "Never lose a booking": every Book & Pay goes through this outbox. The request (with its
// idempotency key) is written to the browser's storage BEFORE it is sent; it leaves storage only
// when the database has answered. While the backend is unreachable or failing (no answer, 5xx) the
// request is retried with backoff, when the browser comes back online, and on the next page load.
// The idempotency key makes every retry safe: the database creates the booking once.
import { getSupabase, type Tables } from '@bbt/shared';
import {
  type BookingFailure,
  type BookingCallFailure,
  classifyBookingFailure,
  type CreateBookingArgs,
  retryDelayMs,
} from '@bbt/shared/domain';

export type BookingRow = Tables<'bookings'>;

export type OutboxEntry =
  | { state: 'sending' | 'waiting'; record: OutboxRecord }
  | { state: 'confirmed'; record: OutboxRecord; booking: BookingRow }
  | { state: 'refused'; record: OutboxRecord; failure: Exclude<BookingFailure, { kind: 'retry' }> };

export interface OutboxRecord {
  key: string;
  args: CreateBookingArgs;
  /** Shown while the booking waits in the browser; the database gives the final reference. */
  localReference: string;
  savedAt: string;
  attempts: number;
}

export const OUTBOX_STORAGE_KEY = 'bbt.booking-outbox.v1';

let entries: readonly OutboxEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<OutboxEntry>>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(): OutboxRecord[] {
  try {
    const raw = storage()?.getItem(OUTBOX_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as OutboxRecord[]).filter((r) => r && r.key && r.args)
      : [];
  } catch {
    return [];
  }
}

function persist(): void {
  const waiting = entries
    .filter((entry) => entry.state === 'sending' || entry.state === 'waiting')
    .map((entry) => entry.record);
  try {
    if (waiting.length === 0) storage()?.removeItem(OUTBOX_STORAGE_KEY);
    else storage()?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(waiting));
  } catch {
    // Storage full or blocked: the booking still lives in memory and keeps retrying.
  }
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

function put(entry: OutboxEntry): OutboxEntry {
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

type SendResult = { ok: true; booking: BookingRow } | { ok: false; failure: BookingCallFailure };

async function send(args: CreateBookingArgs): Promise<SendResult> {
  try {
    const supabase = await getSupabase();
    const { data, error, status } = await supabase.rpc('create_booking', args);
    if (error || !data) {
      return {
        ok: false,
        failure: {
          status: error ? status : 500,
          code: error?.code,
          message: error?.message,
          details: error?.details,
          hint: error?.hint,
        },
      };
    }
    return { ok: true, booking: data as BookingRow };
  } catch {
    // The client library could not load or the request threw: the same as no answer.
    return { ok: false, failure: { status: 0 } };
  }
}

function scheduleRetry(record: OutboxRecord): void {
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

function attempt(record: OutboxRecord): Promise<OutboxEntry> {
  const running = inFlight.get(record.key);
  if (running) return running;
  clearTimeout(timers.get(record.key));
  const next = { ...record, attempts: record.attempts + 1 };
  put({ state: 'sending', record: next });
  const promise = send(next.args).then((result): OutboxEntry => {
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
): Promise<OutboxEntry> {
  ensureLoaded();
  const running = inFlight.get(args.p_idempotency_key);
  if (running) return running;
  const record: OutboxRecord = {
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

export function getOutboxEntries(): readonly OutboxEntry[] {
  ensureLoaded();
  return entries;
}

export function subscribeOutbox(listener: () => void): () => void {
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
export function resetOutboxForTests(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  inFlight.clear();
  entries = [];
  loaded = false;
  listeners.clear();
}
