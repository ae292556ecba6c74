// How Book & Pay reads a failed create_booking call (supabase/README.md, "Errors"), and the
// messages it shows.
import { BOOKING_LIMIT_CODE, retryAfterFromHint } from './booking-limits';

export const BOOKING_MESSAGES = {
  savedLocally:
    'Booking saved locally but failed to sync to database. Please contact support with your reference number.',
  failed: 'Failed to process booking. Please try again or contact support.',
} as const;

/** The fields of the booking form a refusal can point at (trip fields and customer details). */
export type BookingFormField =
  | 'pickup'
  | 'dropoff'
  | 'pickupDate'
  | 'pickupTime'
  | 'passengers'
  | 'suitcases'
  | 'guestName'
  | 'guestPhone'
  | 'travelDetails'
  | 'returnDate'
  | 'returnTime'
  | 'vehicleType'
  | 'extras'
  | 'paymentMethod'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'total';

/** create_booking's `details` (the argument without p_) to the form field it concerns. */
const FIELD_OF_ARGUMENT: Readonly<Record<string, BookingFormField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  trip_type: 'pickup',
  pickup_location: 'pickup',
  pickup_place_id: 'pickup',
  dropoff_location: 'dropoff',
  dropoff_place_id: 'dropoff',
  distance_km: 'dropoff',
  pickup_date: 'pickupDate',
  pickup_time: 'pickupTime',
  passengers: 'passengers',
  suitcases: 'suitcases',
  guest_name: 'guestName',
  guest_phone_number: 'guestPhone',
  flight_details: 'travelDetails',
  return_date: 'returnDate',
  return_time: 'returnTime',
  vehicle_type: 'vehicleType',
  car_seats: 'extras',
  supermarket_stop: 'extras',
  fast_track_adults: 'extras',
  fast_track_children: 'extras',
  payment_method: 'paymentMethod',
  total_price: 'total',
};

/** What supabase-js hands back for a failed call: the HTTP status (0 = no answer) and the error. */
export interface BookingCallFailure {
  status: number;
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
}

export type BookingFailure =
  /** The backend is unreachable or failed (no answer, 5xx, 408, 429): keep and retry. */
  | { kind: 'retry' }
  /** A limit on guest bookings was reached: nothing was stored; say when to retry and whom to call. */
  | { kind: 'limited'; retryAfterSeconds: number; message: string }
  /** The database refused a field: show `message` next to `field`, keep every value. */
  | { kind: 'refused'; field: BookingFormField; message: string }
  /** Anything else: the general failure message. */
  | { kind: 'failed'; message: string };

const RETRY_STATUSES = new Set([0, 408, 425, 429]);
const REFUSAL_CODES = new Set(['22023', 'P0001', '23505']);

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status) || status >= 500;
}

export function classifyBookingFailure(failure: BookingCallFailure): BookingFailure {
  // The booking limit is an answer, not an outage: retrying on a schedule would only be refused again.
  if (failure.status === 429 && failure.code === BOOKING_LIMIT_CODE) {
    return {
      kind: 'limited',
      retryAfterSeconds: retryAfterFromHint(failure.hint),
      message: failure.message?.trim() || BOOKING_MESSAGES.failed,
    };
  }
  if (isRetryableStatus(failure.status)) return { kind: 'retry' };
  const field = FIELD_OF_ARGUMENT[failure.details ?? ''];
  const message = failure.message?.trim();
  if (REFUSAL_CODES.has(failure.code ?? '') && field && message) {
    return { kind: 'refused', field, message };
  }
  return { kind: 'failed', message: BOOKING_MESSAGES.failed };
}
