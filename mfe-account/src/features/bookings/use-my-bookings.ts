import type { User } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';

import type { CustomerBooking } from '../../data/customer-booking';
import { cancelRows, type CancelResult, loadBookings } from '../../data/my-bookings-api';

export type BookingsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; bookings: CustomerBooking[] };

export function useMyBookings(user: User) {
  const [state, setState] = useState<BookingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userId = user.id;
  const email = user.email;

  useEffect(() => {
    let current = true;
    loadBookings({ id: userId, email } as User)
      .then((bookings) => current && setState({ status: 'ready', bookings }))
      .catch((error: unknown) => {
        console.error('[mfe-account] bookings failed to load', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [userId, email, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const markCancelled = (ids: readonly string[]) =>
    setState((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            bookings: previous.bookings.map((booking) =>
              ids.includes(booking.id) ? { ...booking, status: 'cancelled' } : booking,
            ),
          }
        : previous,
    );

  /** Cancels one booking; the database refuses anything but the customer's pending or confirmed ones. */
  const cancel = async (id: string): Promise<CancelResult> => {
    const result = await cancelRows([id], false);
    if (result.ok) markCancelled(result.cancelled);
    return result;
  };

  const cancelAll = async (ids: readonly string[]): Promise<CancelResult> => {
    const result = await cancelRows(ids, true);
    if (result.ok) markCancelled(result.cancelled);
    return result;
  };

  return { state, reload, cancel, cancelAll };
}
