import { everyRow, getSupabase } from '@bbt/shared';
import { CANCELLABLE_STATUSES, type DatabaseErrorLike } from '@bbt/shared/domain';
import type { User } from '@supabase/supabase-js';

import {
  BOOKING_COLUMNS,
  type BookingDriverRow,
  type CustomerBookingRow,
  type CustomerBooking,
  type ExtraRow,
  withExtras,
} from './customer-booking';

/** The customer's bookings; detailsMissing when their extras or drivers could not be read. */
export interface MyBookings {
  bookings: CustomerBooking[];
  detailsMissing: boolean;
}

export type CancelResult =
  { ok: true; cancelled: string[] } | { ok: false; error: DatabaseErrorLike };

/** A PostgREST `or` value in double quotes (backslash escapes), so any e-mail is taken literally. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The signed-in customer's bookings, newest first: those made under their account and those made
 * with their (confirmed) e-mail before they had one. RLS decides what may be read; the filter keeps
 * a staff member's own list to their own bookings too. The extras and drivers of those bookings are
 * read at the same time (one round trip): both functions pick the caller's own bookings themselves,
 * so no list of ids goes into a URL however many bookings there are.
 */
export async function loadBookings(user: User): Promise<MyBookings> {
  const client = await getSupabase();
  const email = (user.email ?? '').toLowerCase();
  const [bookings, extras, drivers] = await Promise.all([
    client
      .from('bookings')
      .select(BOOKING_COLUMNS)
      .or(`user_id.eq.${user.id},email.eq.${quoted(email)}`)
      .order('created_at', { ascending: false }),
    // Up to four extras a booking: a long list outgrows one answer (1,000 rows), so it is paged.
    everyRow((first, last) =>
      client
        .rpc('my_booking_extras')
        .select('booking_id, service_type, quantity, price')
        .order('booking_id')
        .order('service_type')
        .range(first, last),
    ),
    // Customers cannot read drivers or vehicles: this RPC gives their own bookings' driver only.
    client.rpc('my_booking_drivers'),
  ]);
  if (bookings.error) throw bookings.error;
  const rows = (bookings.data ?? []) as CustomerBookingRow[];
  if (rows.length === 0) return { bookings: [], detailsMissing: false };
  // Extras and drivers are details: a failure to read them never hides the bookings themselves,
  // and the page says they may be missing.
  if (extras.error) console.error('[mfe-account] booking extras failed to load', extras.error);
  if (drivers.error) console.error('[mfe-account] booking drivers failed to load', drivers.error);
  return {
    bookings: withExtras(
      rows,
      extras.error ? [] : ((extras.data ?? []) as ExtraRow[]),
      drivers.error ? [] : ((drivers.data ?? []) as BookingDriverRow[]),
    ),
    detailsMissing: Boolean(extras.error || drivers.error),
  };
}

/**
 * Customer cancel = status update to cancelled (never a delete: the business keeps the record). One
 * booking is sent as it is, so the database itself answers for a completed one (42501); Clear All
 * only asks for the open ones, so one booking changed meanwhile does not refuse them all.
 */
export async function cancelRows(ids: readonly string[], onlyOpen: boolean): Promise<CancelResult> {
  try {
    const client = await getSupabase();
    const query = client
      .from('bookings')
      .update({ status: 'cancelled' })
      .in('id', [...ids]);
    const { data, error } = await (
      onlyOpen ? query.in('status', [...CANCELLABLE_STATUSES]) : query
    ).select('id');
    if (error) return { ok: false, error };
    const cancelled = (data ?? []).map((row) => row.id);
    // RLS hides rows the customer may not change: nothing updated is a refusal, not a success.
    if (cancelled.length === 0) {
      return { ok: false, error: { code: '42501', message: 'No booking could be cancelled' } };
    }
    return { ok: true, cancelled };
  } catch (error) {
    return { ok: false, error: { message: String(error) } };
  }
}
