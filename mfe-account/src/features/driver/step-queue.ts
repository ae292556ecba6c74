// "Never lose a tap": every trip step a driver taps is written to the phone's storage BEFORE it is
// sent, and leaves storage only when the database has answered. With no signal (no answer, 5xx,
// 408, 429) it is retried with backoff, when the browser comes back online, and on the next visit.
// Repeating a step is a no-op in the database (record_trip_progress), so every retry is safe.
// The queue itself is the shared stored retry queue; this module adds the order of a trip's steps.
import { type DriverStep, isRetryableStatus, TRIP_STEPS } from '@bbt/shared/domain';
import { createStoredRetryQueue, type QueueVerdict } from '@bbt/shared/offline';

import { type RecordedProgress, recordTripStep, type StepResult } from '../../data/driver-jobs-api';

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

/** Not sent: an earlier step of the same trip is still waiting on the phone. */
const EARLIER_STEP_WAITING = 'earlier-step-waiting';

const recordedListeners = new Set<(recorded: RecordedProgress) => void>();

const keyOf = (record: Pick<QueuedStep, 'bookingId' | 'step'>) =>
  `${record.bookingId}:${record.step}`;

/**
 * The earlier steps of the same trip still on the phone go first, in order: sent after a later
 * step, the database would refuse them as going backwards. While one of them still waits, this
 * step waits too (and is retried with it).
 */
async function sendInOrder(record: QueuedStep): Promise<StepResult | typeof EARLIER_STEP_WAITING> {
  const earlier = queue
    .pending()
    .filter(
      (other) =>
        other.bookingId === record.bookingId &&
        TRIP_STEPS.indexOf(other.step) < TRIP_STEPS.indexOf(record.step),
    );
  const outcomes = await Promise.all(earlier.map((other) => queue.attempt(other)));
  if (outcomes.some((o) => o.state === 'waiting' || o.state === 'sending')) {
    return EARLIER_STEP_WAITING;
  }
  return recordTripStep(record.bookingId, record.step);
}

const queue = createStoredRetryQueue({
  storageKey: STEP_QUEUE_STORAGE_KEY,
  isRecord: (value: unknown): value is QueuedStep => {
    const record = value as Partial<QueuedStep> | null;
    return (
      Boolean(record) && typeof record?.bookingId === 'string' && typeof record.step === 'string'
    );
  },
  keyOf,
  send: sendInOrder,
  classify: (answer): QueueVerdict<RecordedProgress, string> => {
    if (answer === EARLIER_STEP_WAITING) return { kind: 'retry' };
    if (answer.ok) return { kind: 'done', result: answer.recorded };
    if (isRetryableStatus(answer.status)) return { kind: 'retry' };
    return { kind: 'refused', reason: answer.message?.trim() || STEP_REFUSED_FALLBACK };
  },
  keepDone: false,
  view: (entry): StepOutcome => {
    switch (entry.state) {
      case 'done':
        return { state: 'recorded', recorded: entry.result };
      case 'refused':
        return { state: 'refused', record: entry.record, message: entry.reason };
      default:
        return entry;
    }
  },
  onDone: (recorded) => recordedListeners.forEach((listener) => listener(recorded)),
});

/**
 * Saves the step on the phone, then sends it. Resolves with the first answer: recorded, refused,
 * or waiting (kept and retried). A second tap while the first is on its way makes no second
 * request.
 */
export function submitStep(bookingId: string, step: DriverStep): Promise<StepOutcome> {
  return queue.submit({ bookingId, step, savedAt: new Date().toISOString(), attempts: 0 });
}

/** Sends every waiting step now (the browser came back online, or the driver asked). */
export const retryWaitingSteps = (): void => queue.retryWaiting();

/** A refusal the driver has read and closed. */
export const dismissStep = (bookingId: string, step: DriverStep): void =>
  queue.dismiss(keyOf({ bookingId, step }));

/** Only steps waiting or refused are listed: a recorded step leaves the queue at once. */
export const getQueuedSteps = (): readonly StepEntry[] => queue.entries() as readonly StepEntry[];

export const subscribeQueuedSteps = (listener: () => void): (() => void) =>
  queue.subscribe(listener);

/** Called with the assignment each time the database records a step (also a retried one). */
export function onStepRecorded(listener: (recorded: RecordedProgress) => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

/** Retries when the browser reports it is back online (installed once per page). */
export const listenForOnline = (): void => queue.listenForOnline();

/** Tests only. */
export function resetStepQueueForTests(): void {
  queue.resetForTests();
  recordedListeners.clear();
}
