import { everyRow, getSupabase } from '@bbt/shared';
import { type DatabaseErrorLike } from '@bbt/shared/domain';
import type { User } from '@supabase/supabase-js';

import {
  BOOKING_COLUMNS,
  type BookingDriverRow,
  ownBookingsFilter,
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

/** Each booking once: a booking made between two page reads moves one row across the boundary. */
function eachOnce<Row extends { id: string }>(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/**
 * The signed-in customer's bookings, newest first: those made under their account and those made
 * with their (confirmed) e-mail before they had one. The extras and drivers of those bookings are
 * read at the same time (one round trip): both functions pick the caller's own bookings themselves,
 * so no list of ids goes into a URL however many bookings there are. Each read is paged: an answer
 * holds at most 1,000 rows, and a desk that books for its guests passes that.
 */
export async function loadBookings(user: Pick<User, 'id' | 'email'>): Promise<MyBookings> {
  const client = await getSupabase();
  const [bookings, extras, drivers] = await Promise.all([
    // The id breaks ties, so a page boundary neither repeats nor skips a booking.
    everyRow((first, last) =>
      client
        .from('bookings')
        .select(BOOKING_COLUMNS)
        .or(ownBookingsFilter(user))
        .order('created_at', { ascending: false })
        .order('id')
        .range(first, last),
    ),
    everyRow((first, last) =>
      client
        .rpc('my_booking_extras')
        .select('booking_id, service_type, quantity, price')
        .order('booking_id')
        .order('service_type')
        .range(first, last),
    ),
    // Customers cannot read drivers or vehicles: this RPC gives their own bookings' driver only.
    everyRow((first, last) =>
      client.rpc('my_booking_drivers').order('booking_id').range(first, last),
    ),
  ]);
  if (bookings.error) throw bookings.error;
  const rows = eachOnce(bookings.data ?? []) as CustomerBookingRow[];
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

/** A cancellation's answer: the ids it cancelled, or its error. */
type CancelAnswer = Promise<{ ids: readonly string[]; error: DatabaseErrorLike | null }>;

/**
 * Customer cancel = status update to cancelled (never a delete: the business keeps the record). The
 * booking is sent as it is, so the database itself answers for a completed one (42501).
 */
export async function cancelBooking(id: string): Promise<CancelResult> {
  return runCancel(async () => {
    const client = await getSupabase();
    const { data, error } = await client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id)
      .select('id');
    return { ids: (data ?? []).map((row) => row.id), error };
  });
}

/**
 * Clear All: cancels the listed open bookings in one statement (all or none), by id, so exactly what
 * the customer was shown. The ids go in the request body (public.cancel_my_bookings), not the URL,
 * which a desk's hundreds of ids would outgrow. The function takes only the caller's own open
 * bookings among them, so one changed meanwhile refuses none of the rest.
 */
export async function cancelListedBookings(ids: readonly string[]): Promise<CancelResult> {
  return runCancel(async () => {
    const client = await getSupabase();
    // One array, not rows: an answer of rows would stop at 1,000 though more were cancelled.
    const { data, error } = await client.rpc('cancel_my_bookings', { p_ids: [...ids] });
    return { ids: data ?? [], error };
  });
}

async function runCancel(update: () => CancelAnswer): Promise<CancelResult> {
  try {
    const { ids, error } = await update();
    if (error) return { ok: false, error };
    // RLS hides rows the customer may not change: nothing updated is a refusal, not a success.
    if (ids.length === 0) {
      return { ok: false, error: { code: '42501', message: 'No booking could be cancelled' } };
    }
    return { ok: true, cancelled: [...ids] };
  } catch (error) {
    return { ok: false, error: { message: String(error) } };
  }
}
