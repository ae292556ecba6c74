// "Never lose a tap": every trip step a driver taps is written to the phone's storage BEFORE it is
// sent, and leaves storage only when the database has answered. With no signal (no answer, 5xx,
// 408, 429) it is retried with backoff, when the browser comes back online, and on the next visit.
// Repeating a step is a no-op in the database (record_trip_progress), so every retry is safe.
import { type DriverStep, isRetryableStatus, retryDelayMs, TRIP_STEPS } from '@bbt/shared/domain';

import { type RecordedProgress, recordTripStep } from '../../data/driver-jobs-api';

export interface QueuedStep {
  bookingId: string;
  step: DriverStep;
  savedAt: string;
  attempts: number;
}

export type StepEntry =
  | { state: 'sending' | 'waiting'; record: QueuedStep }
  | { state: 'refused'; record: QueuedStep; message: string };

export type StepOutcome = StepEntry | { state: 'recorded'; recorded: RecordedProgress };

export const STEP_QUEUE_STORAGE_KEY = 'bbt.driver-steps.v1';

/** Shown when the database refuses a step without saying why. */
export const STEP_REFUSED_FALLBACK = 'This step could not be recorded. Reload to see the job.';

let entries: readonly StepEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const recordedListeners = new Set<(recorded: RecordedProgress) => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<StepOutcome>>();

const keyOf = (record: Pick<QueuedStep, 'bookingId' | 'step'>) =>
  `${record.bookingId}:${record.step}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(): QueuedStep[] {
  try {
    const raw = storage()?.getItem(STEP_QUEUE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as QueuedStep[]).filter(
          (r) => r && typeof r.bookingId === 'string' && typeof r.step === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function persist(): void {
  const waiting = entries.filter((e) => e.state !== 'refused').map((e) => e.record);
  try {
    if (waiting.length === 0) storage()?.removeItem(STEP_QUEUE_STORAGE_KEY);
    else storage()?.setItem(STEP_QUEUE_STORAGE_KEY, JSON.stringify(waiting));
  } catch {
    // Storage full or blocked: the step still lives in memory and keeps retrying.
  }
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

function put(entry: StepEntry): StepEntry {
  entries = [...entries.filter((e) => keyOf(e.record) !== keyOf(entry.record)), entry];
  persist();
  emit();
  return entry;
}

function drop(record: QueuedStep): void {
  entries = entries.filter((e) => keyOf(e.record) !== keyOf(record));
  persist();
  emit();
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  const stored = readStored();
  if (stored.length === 0) return;
  entries = stored.map((record) => ({ state: 'waiting', record }));
  stored.forEach((record) => void attempt(record));
}

function scheduleRetry(record: QueuedStep): void {
  const key = keyOf(record);
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(
      () => {
        timers.delete(key);
        void attempt(record);
      },
      retryDelayMs(record.attempts - 1),
    ),
  );
}

function attempt(record: QueuedStep): Promise<StepOutcome> {
  const key = keyOf(record);
  const running = inFlight.get(key);
  if (running) return running;
  clearTimeout(timers.get(key));
  const next = { ...record, attempts: record.attempts + 1 };
  // The earlier steps of the same trip still on the phone go first, in order: sent after a later
  // step, the database would refuse them as going backwards.
  const earlier = entries.filter(
    (e) =>
      e.state !== 'refused' &&
      e.record.bookingId === record.bookingId &&
      TRIP_STEPS.indexOf(e.record.step) < TRIP_STEPS.indexOf(record.step),
  );
  put({ state: 'sending', record: next });
  const promise = Promise.all(earlier.map((e) => attempt(e.record))).then(
    (outcomes): Promise<StepOutcome> | StepOutcome => {
      if (outcomes.some((o) => o.state === 'waiting' || o.state === 'sending')) {
        inFlight.delete(key);
        scheduleRetry(next);
        return put({ state: 'waiting', record: next });
      }
      return send(key, next);
    },
  );
  inFlight.set(key, promise);
  return promise;
}

function send(key: string, next: QueuedStep): Promise<StepOutcome> {
  return recordTripStep(next.bookingId, next.step).then((result): StepOutcome => {
    inFlight.delete(key);
    if (result.ok) {
      drop(next);
      recordedListeners.forEach((listener) => listener(result.recorded));
      return { state: 'recorded', recorded: result.recorded };
    }
    if (isRetryableStatus(result.status)) {
      scheduleRetry(next);
      return put({ state: 'waiting', record: next });
    }
    return put({
      state: 'refused',
      record: next,
      message: result.message?.trim() || STEP_REFUSED_FALLBACK,
    });
  });
}

/**
 * Saves the step on the phone, then sends it. Resolves with the first answer: recorded, refused,
 * or waiting (kept and retried). A second tap while the first is on its way makes no second
 * request.
 */
export function submitStep(bookingId: string, step: DriverStep): Promise<StepOutcome> {
  ensureLoaded();
  const key = keyOf({ bookingId, step });
  const running = inFlight.get(key);
  if (running) return running;
  const record: QueuedStep = { bookingId, step, savedAt: new Date().toISOString(), attempts: 0 };
  put({ state: 'waiting', record });
  return attempt(record);
}

/** Sends every waiting step now (the browser came back online, or the driver asked). */
export function retryWaitingSteps(): void {
  ensureLoaded();
  entries.filter((e) => e.state === 'waiting').forEach((e) => void attempt(e.record));
}

/** A refusal the driver has read and closed. */
export function dismissStep(bookingId: string, step: DriverStep): void {
  entries = entries.filter((e) => keyOf(e.record) !== keyOf({ bookingId, step }));
  persist();
  emit();
}

export function getQueuedSteps(): readonly StepEntry[] {
  ensureLoaded();
  return entries;
}

export function subscribeQueuedSteps(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the assignment each time the database records a step (also a retried one). */
export function onStepRecorded(listener: (recorded: RecordedProgress) => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

let onlineListening = false;
/** Retries when the browser reports it is back online (installed once per page). */
export function listenForOnline(): void {
  if (onlineListening || typeof window === 'undefined') return;
  onlineListening = true;
  window.addEventListener('online', retryWaitingSteps);
}

/** Tests only. */
export function resetStepQueueForTests(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  inFlight.clear();
  entries = [];
  loaded = false;
  listeners.clear();
  recordedListeners.clear();
}
