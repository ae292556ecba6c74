import { useCallback, useState } from 'react';

export interface BusyRows {
  /** The rows whose change is being saved: their controls wait until it is done. */
  busyIds: ReadonlySet<string>;
  /** Marks the row busy while `task` runs, whatever its outcome. */
  whileBusy: (id: string, task: () => Promise<void>) => Promise<void>;
}

/** Rows of a list with a change on its way to the server (several rows may save at once). */
export function useBusyRows(): BusyRows {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const whileBusy = useCallback(async (id: string, task: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await task();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { busyIds, whileBusy };
}
