// The one write of a Book & Pay: the `create_booking` RPC. It answers with the booking's row, or
// with what went wrong, in the shape the domain classifies (retry, refused, limited).
import { type BookingRow, getSupabase } from '@bbt/shared';
import type { BookingCallFailure, CreateBookingArgs } from '@bbt/shared/domain';

export type CreateBookingResult =
  { ok: true; booking: BookingRow } | { ok: false; failure: BookingCallFailure };

/** Sends one booking request; never throws (no answer is `status: 0`). */
export async function createBooking(args: CreateBookingArgs): Promise<CreateBookingResult> {
  try {
    const supabase = await getSupabase();
    const { data, error, status } = await supabase.rpc('create_booking', args);
    if (error || !data) {
      return {
        ok: false,
        failure: {
          status: error ? status : 500,
          code: error?.code,
          message: error?.message,
          details: error?.details,
          hint: error?.hint,
        },
      };
    }
    return { ok: true, booking: data as BookingRow };
  } catch {
    // The client library could not load or the request threw: the same as no answer.
    return { ok: false, failure: { status: 0 } };
  }
}
