/** @jest-environment jsdom */
import { createStoredRetryQueue, type QueueEntry, type QueueVerdict } from './stored-retry-queue';

interface Rec {
  id: string;
  attempts: number;
}
type Answer = 'ok' | 'offline' | 'no';
type Entry = QueueEntry<Rec, string, string>;

const KEY = 'test.queue.v1';
const OLD_KEY = 'test.queue.v0';
const send = jest.fn<Promise<Answer>, [Rec]>();
const done = jest.fn();

function makeQueue(keepDone: boolean) {
  return createStoredRetryQueue({
    storageKey: KEY,
    legacyStorageKey: OLD_KEY,
    isRecord: (value: unknown): value is Rec => typeof (value as Rec | null)?.id === 'string',
    keyOf: (record: Rec) => record.id,
    send,
    classify: (answer: Answer): QueueVerdict<string, string> =>
      answer === 'ok'
        ? { kind: 'done', result: 'saved' }
        : answer === 'offline'
          ? { kind: 'retry' }
          : { kind: 'refused', reason: 'refused' },
    keepDone,
    view: (entry: Entry) => entry,
    onDone: done,
  });
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Rec[] | null;

let queue = makeQueue(true);

beforeEach(() => {
  jest.useFakeTimers();
  queue.resetForTests();
  queue = makeQueue(true);
  localStorage.clear();
  send.mockReset();
  done.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the stored retry queue', () => {
  it('stores the record before sending and removes it once done', async () => {
    let seenInStorage: Rec[] | null = null;
    send.mockImplementation(async () => {
      seenInStorage = stored();
      return 'ok';
    });
    const entry = await queue.submit({ id: 'a', attempts: 0 });
    expect(seenInStorage).toEqual([{ id: 'a', attempts: 1 }]);
    expect(entry).toEqual({ state: 'done', record: { id: 'a', attempts: 1 }, result: 'saved' });
    expect(stored()).toBeNull();
    expect(queue.entries()).toEqual([entry]);
    expect(done).toHaveBeenCalledWith('saved', { id: 'a', attempts: 1 });
  });

  it('drops a done record at once when done entries are not kept', async () => {
    queue = makeQueue(false);
    send.mockResolvedValue('ok');
    expect((await queue.submit({ id: 'a', attempts: 0 })).state).toBe('done');
    expect(queue.entries()).toEqual([]);
  });

  it('keeps the record with no answer, retries with backoff, and sends one request per key', async () => {
    send.mockResolvedValueOnce('offline');
    const first = queue.submit({ id: 'a', attempts: 0 });
    expect(queue.submit({ id: 'a', attempts: 0 })).toBe(first);
    expect((await first).state).toBe('waiting');
    expect(stored()).toEqual([{ id: 'a', attempts: 1 }]);
    expect(queue.hasStored()).toBe(true);
    expect(queue.pending()).toEqual([{ id: 'a', attempts: 1 }]);
    send.mockResolvedValueOnce('ok');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ id: 'a', attempts: 2 });
    expect(queue.entries()[0]?.state).toBe('done');
    expect(queue.hasStored()).toBe(false);
  });

  it('never retries a refusal and does not store it; dismiss removes it', async () => {
    send.mockResolvedValue('no');
    const entry = await queue.submit({ id: 'a', attempts: 0 });
    expect(entry).toMatchObject({ state: 'refused', reason: 'refused' });
    expect(stored()).toBeNull();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.dismiss('a');
    expect(queue.entries()).toEqual([]);
  });

  it('retries when the browser comes back online', async () => {
    send.mockResolvedValueOnce('offline');
    await queue.submit({ id: 'a', attempts: 0 });
    queue.listenForOnline();
    send.mockResolvedValueOnce('ok');
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.entries()[0]?.state).toBe('done');
  });

  it('resumes stored records on first use, skipping what is not a record', async () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 'a', attempts: 3 }, { nope: 1 }, null]));
    send.mockResolvedValue('ok');
    expect(queue.entries()).toEqual([{ state: 'sending', record: { id: 'a', attempts: 4 } }]);
    await jest.advanceTimersByTimeAsync(0);
    expect(queue.entries()[0]?.state).toBe('done');
  });

  it('moves records from the legacy key to the current one, keeping both sets', () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: 'a', attempts: 1 }]));
    localStorage.setItem(
      OLD_KEY,
      JSON.stringify([
        { id: 'a', attempts: 1 },
        { id: 'b', attempts: 1 },
      ]),
    );
    expect(queue.hasStored()).toBe(true);
    expect(stored()?.map((record) => record.id)).toEqual(['a', 'b']);
    expect(localStorage.getItem(OLD_KEY)).toBeNull();
  });

  it('reads unreadable storage as empty', () => {
    localStorage.setItem(KEY, '{not json');
    expect(queue.hasStored()).toBe(false);
  });

  it('notifies subscribers on every change until they unsubscribe', async () => {
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    send.mockResolvedValue('ok');
    await queue.submit({ id: 'a', attempts: 0 });
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    unsubscribe();
    queue.dismiss('a');
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});
