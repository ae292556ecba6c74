import { notify } from '@bbt/shared/ui';
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface AsyncState<T> {
  /** The last data that loaded; kept while reloading and after a failed reload. */
  data: T | null;
  loading: boolean;
  /** The last load failed (its toast has been shown). */
  failed: boolean;
  reload: () => void;
  /** Replace the data in place (after a change the server confirmed). */
  setData: (update: (current: T | null) => T | null) => void;
}

/**
 * Loads `load()` whenever `key` changes (and on reload()). A failure shows `failureMessage` as a
 * toast and leaves the last data on screen: an admin failure is never silent.
 * An answer to an older request than the current one is dropped.
 */
export function useAsync<T>(
  load: () => Promise<T>,
  key: string,
  failureMessage: string,
): AsyncState<T> {
  const [data, setDataState] = useState<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ request: string; failed: boolean } | null>(null);
  const request = `${attempt}|${key}`;

  const run = useEffectEvent(() => load());
  const fail = useEffectEvent((error: unknown) => {
    console.error('[mfe-admin]', failureMessage, error);
    notify.error(failureMessage);
  });

  useEffect(() => {
    let current = true;
    run()
      .then((value) => {
        if (!current) return;
        // A transition: a page of rows renders in slices that leave the browser free to answer
        // taps and scrolls in between, rather than in one long task.
        startTransition(() => {
          setDataState(value);
          setSettled({ request, failed: false });
        });
      })
      .catch((error: unknown) => {
        if (!current) return;
        fail(error);
        setSettled({ request, failed: true });
      });
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback(
    (update: (current: T | null) => T | null) => setDataState(update),
    [],
  );
  return {
    data,
    loading: settled?.request !== request,
    failed: settled?.failed ?? false,
    reload,
    setData,
  };
}
