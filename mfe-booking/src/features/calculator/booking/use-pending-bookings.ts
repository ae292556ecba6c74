import { useEffect, useSyncExternalStore } from 'react';

import {
  getPendingBookings,
  listenForOnline,
  type PendingBooking,
  subscribePendingBookings,
} from './pending-bookings';

/** Every booking of the send queue, sent or not; mounting it also resumes bookings saved on an earlier visit. */
export function usePendingBookings(): readonly PendingBooking[] {
  useEffect(listenForOnline, []);
  return useSyncExternalStore(subscribePendingBookings, getPendingBookings, getPendingBookings);
}
