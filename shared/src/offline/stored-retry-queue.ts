// A persistent retry queue: "never lose a request". Each record is written to the browser's
// storage BEFORE it is sent, and leaves storage only when the server has answered (done or
// refused). While there is no answer (offline, 5xx, whatever `classify` calls a retry) the record
// is sent again with backoff (`retryDelayMs`), when the browser comes back online, and on the next
// page load. One request per key is on its way at a time: submitting a key that is being sent
// returns the same promise. The requests must be safe to repeat (an idempotency key, or an
// operation the database treats as a no-op the second time).
//
// Used by the Book & Pay queue (mfe-booking) and the driver's trip steps (mfe-account); each keeps
// its own exported API as a thin adapter over one queue made here.
import { retryDelayMs } from '../domain/booking-request/retry-schedule';
import { browserStorage } from './browser-storage';

/** What a record carries besides its own fields: how often it has been sent. */
export interface QueuedRecord {
  attempts: number;
}

/** The server's answer, classified: done, send again later, or refused (never retried). */
export type QueueVerdict<Done, Refusal> =
  { kind: 'done'; result: Done } | { kind: 'retry' } | { kind: 'refused'; reason: Refusal };

export type QueueEntry<R, Done, Refusal> =
  | { state: 'sending' | 'waiting'; record: R }
  | { state: 'done'; record: R; result: Done }
  | { state: 'refused'; record: R; reason: Refusal };

export interface StoredRetryQueueOptions<R extends QueuedRecord, Answer, Done, Refusal, View> {
  /** Where the records waiting for an answer are kept (localStorage). */
  storageKey: string;
  /** Where an earlier version kept them: read once, merged in, then removed. */
  legacyStorageKey?: string;
  /** Whether a stored value is a usable record (anything else in storage is skipped). */
  isRecord: (value: unknown) => value is R;
  /** The record's identity: one entry, one request on its way, one retry timer per key. */
  keyOf: (record: R) => string;
  send: (record: R) => Promise<Answer>;
  classify: (answer: Answer) => QueueVerdict<Done, Refusal>;
  /** Whether a done entry stays listed (in memory, not stored) until dismissed. */
  keepDone: boolean;
  /** How an entry is shown to the callers (computed once per entry). */
  view: (entry: QueueEntry<R, Done, Refusal>) => View;
  /** Called each time a record is done, after the queue has been updated. */
  onDone?: (result: Done, record: R) => void;
}

export interface StoredRetryQueue<R extends QueuedRecord, View> {
  /** Saves the record, then sends it; resolves with the first answer (done, refused or waiting). */
  submit(record: R): Promise<View>;
  /** Sends the record now unless it is on its way already (then: the same promise). */
  attempt(record: R): Promise<View>;
  /** Sends every waiting record now. */
  retryWaiting(): void;
  /** Removes an entry the person has seen and closed. */
  dismiss(key: string): void;
  /** Every entry, in the order last touched (a stable array between changes). */
  entries(): readonly View[];
  /** The records still waiting for an answer (sending or waiting). */
  pending(): readonly R[];
  subscribe(listener: () => void): () => void;
  /** Whether storage holds a record (cheap: no network). */
  hasStored(): boolean;
  /** Retries when the browser reports it is back online (installed once per queue). */
  listenForOnline(): void;
  /** Tests only. */
  resetForTests(): void;
}

interface Slot<R, Done, Refusal, View> {
  entry: QueueEntry<R, Done, Refusal>;
  view: View;
}

export function createStoredRetryQueue<R extends QueuedRecord, Answer, Done, Refusal, View>(
  options: StoredRetryQueueOptions<R, Answer, Done, Refusal, View>,
): StoredRetryQueue<R, View> {
  const { storageKey, legacyStorageKey, isRecord, keyOf } = options;
  type Entry = QueueEntry<R, Done, Refusal>;

  let slots: readonly Slot<R, Done, Refusal, View>[] = [];
  let views: readonly View[] = [];
  let loaded = false;
  let onlineListening = false;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const inFlight = new Map<string, Promise<View>>();

  function parseRecords(raw: string | null | undefined): R[] {
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    } catch {
      return [];
    }
  }

  function readStored(): R[] {
    try {
      const store = browserStorage();
      const current = parseRecords(store?.getItem(storageKey));
      if (legacyStorageKey === undefined) return current;
      const legacy = store?.getItem(legacyStorageKey);
      if (legacy === null || legacy === undefined) return current;
      // A record queued by an earlier version joins the queue under the current key, and the old
      // key goes only once that is written.
      const known = new Set(current.map(keyOf));
      const merged = [...current, ...parseRecords(legacy).filter((r) => !known.has(keyOf(r)))];
      try {
        if (merged.length > 0) store?.setItem(storageKey, JSON.stringify(merged));
        store?.removeItem(legacyStorageKey);
      } catch {
        // Storage full or blocked: the old key is read again next time.
      }
      return merged;
    } catch {
      return [];
    }
  }

  const isPending = (entry: Entry) => entry.state === 'sending' || entry.state === 'waiting';

  function changed(next: readonly Slot<R, Done, Refusal, View>[]): void {
    slots = next;
    views = slots.map((slot) => slot.view);
    const waiting = slots.filter((slot) => isPending(slot.entry)).map((slot) => slot.entry.record);
    try {
      if (waiting.length === 0) browserStorage()?.removeItem(storageKey);
      else browserStorage()?.setItem(storageKey, JSON.stringify(waiting));
    } catch {
      // Storage full or blocked: the record still lives in memory and keeps retrying.
    }
    listeners.forEach((listener) => listener());
  }

  const without = (key: string) => slots.filter((slot) => keyOf(slot.entry.record) !== key);

  function put(entry: Entry): View {
    const slot = { entry, view: options.view(entry) };
    changed([...without(keyOf(entry.record)), slot]);
    return slot.view;
  }

  function dismiss(key: string): void {
    changed(without(key));
  }

  function ensureLoaded(): void {
    if (loaded) return;
    loaded = true;
    const stored = readStored();
    if (stored.length === 0) return;
    slots = stored.map((record) => {
      const entry: Entry = { state: 'waiting', record };
      return { entry, view: options.view(entry) };
    });
    views = slots.map((slot) => slot.view);
    stored.forEach((record) => void attempt(record));
  }

  function scheduleRetry(record: R): void {
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

  function attempt(record: R): Promise<View> {
    const key = keyOf(record);
    const running = inFlight.get(key);
    if (running) return running;
    clearTimeout(timers.get(key));
    const next: R = { ...record, attempts: record.attempts + 1 };
    put({ state: 'sending', record: next });
    const promise = options.send(next).then((answer): View => {
      inFlight.delete(key);
      const verdict = options.classify(answer);
      if (verdict.kind === 'retry') {
        scheduleRetry(next);
        return put({ state: 'waiting', record: next });
      }
      if (verdict.kind === 'refused') {
        return put({ state: 'refused', record: next, reason: verdict.reason });
      }
      const done: Entry = { state: 'done', record: next, result: verdict.result };
      let view: View;
      if (options.keepDone) view = put(done);
      else {
        dismiss(key);
        view = options.view(done);
      }
      options.onDone?.(verdict.result, next);
      return view;
    });
    inFlight.set(key, promise);
    return promise;
  }

  function submit(record: R): Promise<View> {
    ensureLoaded();
    const running = inFlight.get(keyOf(record));
    if (running) return running;
    put({ state: 'waiting', record });
    return attempt(record);
  }

  function retryWaiting(): void {
    ensureLoaded();
    slots
      .filter((slot) => slot.entry.state === 'waiting')
      .forEach((slot) => void attempt(slot.entry.record));
  }

  return {
    submit,
    attempt,
    retryWaiting,
    dismiss,
    entries() {
      ensureLoaded();
      return views;
    },
    pending() {
      return slots.filter((slot) => isPending(slot.entry)).map((slot) => slot.entry.record);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasStored() {
      return readStored().length > 0;
    },
    listenForOnline() {
      if (onlineListening || typeof window === 'undefined') return;
      onlineListening = true;
      window.addEventListener('online', retryWaiting);
    },
    resetForTests() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      inFlight.clear();
      slots = [];
      views = [];
      loaded = false;
      listeners.clear();
    },
  };
}
