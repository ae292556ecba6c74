import { useEffect, useSyncExternalStore } from 'react';

import {
  getOutboxEntries,
  listenForOnline,
  type OutboxEntry,
  subscribeOutbox,
} from './booking-outbox';

/** The outbox's entries; mounting it also resumes bookings saved on an earlier visit. */
export function useOutbox(): readonly OutboxEntry[] {
  useEffect(listenForOnline, []);
  return useSyncExternalStore(subscribeOutbox, getOutboxEntries, getOutboxEntries);
}
