import type { User } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useState } from 'react';

import type { CustomerBooking } from '../../data/customer-booking';
import type { ManageView } from '../../data/manage-api';
import {
  cancelBooking,
  cancelListedBookings,
  type CancelResult,
  loadBookings,
} from '../../data/my-bookings-api';

export type BookingsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; bookings: CustomerBooking[]; detailsMissing: boolean };

export function useMyBookings(user: User) {
  const [state, setState] = useState<BookingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userId = user.id;
  const email = user.email;

  useEffect(() => {
    let current = true;
    loadBookings({ id: userId, email })
      // A transition: the cards render in slices that let the browser answer taps in between,
      // rather than in one long task while the visitor may already be scrolling.
      .then(({ bookings, detailsMissing }) => {
        if (current) startTransition(() => setState({ status: 'ready', bookings, detailsMissing }));
      })
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

  const markCancelled = (ids: readonly string[]) => {
    const cancelled = new Set(ids);
    setState((previous) =>
      previous.status === 'ready'
        ? {
            ...previous,
            bookings: previous.bookings.map((booking) =>
              cancelled.has(booking.id) ? { ...booking, status: 'cancelled' } : booking,
            ),
          }
        : previous,
    );
  };

  /** Cancels one booking; the database refuses anything but the customer's pending or confirmed ones. */
  const cancel = async (id: string): Promise<CancelResult> => {
    const result = await cancelBooking(id);
    if (result.ok) markCancelled(result.cancelled);
    return result;
  };

  /** Cancels the open bookings listed (the Clear All dialog names them). */
  const cancelAll = async (ids: readonly string[]): Promise<CancelResult> => {
    const result = await cancelListedBookings(ids);
    if (result.ok) markCancelled(result.cancelled);
    return result;
  };

  /** Shows a booking as change_my_booking answered it after a change. */
  const replace = (view: ManageView) =>
    setState((previous) =>
      previous.status === 'ready'
        ? {
            ...previous,
            bookings: previous.bookings.map((booking) => {
              if (booking.id !== view.booking.id) return booking;
              const { extras, ...changed } = view.booking;
              return {
                ...booking,
                pickup_date: changed.pickup_date,
                pickup_time: changed.pickup_time,
                return_date: changed.return_date,
                return_time: changed.return_time,
                passengers: changed.passengers,
                suitcases: changed.suitcases,
                flight_details: changed.flight_details,
                total_price: changed.total_price,
                status: changed.status,
                extras: extras.map((extra) => ({ ...extra, booking_id: booking.id })),
                driver: view.driver,
              };
            }),
          }
        : previous,
    );

  return { state, reload, cancel, cancelAll, replace };
}
