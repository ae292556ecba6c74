// The review link's prefill: the booking a manage token manages gives the Share Your Experience
// form its name and e-mail (issue 23's review request e-mail links to `/?review=<token>`).
import { getSupabase } from '@bbt/shared';

export interface ReviewPrefill {
  /** First and last name as booked. */
  name: string;
  email: string;
  /** The booking's trip type ('fromAirport' …), or null. */
  tripType: string | null;
}

interface ManagedBookingAnswer {
  booking?: {
    first_name?: unknown;
    last_name?: unknown;
    email?: unknown;
    trip_type?: unknown;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The name and e-mail of the booking `manage_booking(token)` returns, or null for an invalid or
 * expired token and any other failure: the form then opens empty, without saying why.
 */
export async function fetchReviewPrefill(token: string): Promise<ReviewPrefill | null> {
  try {
    const client = await getSupabase();
    const { data, error } = await client.rpc('manage_booking', { p_token: token });
    const booking = (data as ManagedBookingAnswer | null)?.booking;
    if (error || !booking) return null;
    const tripType = text(booking.trip_type);
    return {
      name: [text(booking.first_name), text(booking.last_name)].filter(Boolean).join(' '),
      email: text(booking.email),
      tripType: tripType === '' ? null : tripType,
    };
  } catch {
    return null;
  }
}
