// Manage links and booking changes (issue 23). The database mirrors every rule here
// (supabase/migrations/20261126002100_create_manage_tokens.sql and …002200_create_booking_changes.sql)
// and the API tests compare the two.
import { businessInstant } from '../time/business-time';
import { normaliseStatus } from '../bookings/booking-status';
import { minutesToWait } from '../booking-request/booking-limits';

/** Changes are possible online until this many hours before pickup. */
export const CHANGE_CUTOFF_HOURS = 24;

/** A manage link works until this many days after the trip's last leg. */
export const MANAGE_LINK_VALID_DAYS_AFTER_TRIP = 7;

/** Manage calls per client address within the booking limits' window (private.booking_limits). */
export const MANAGE_LIMITS = { perClient: 120, windowSeconds: 3600 } as const;

/** The one refusal of an unknown, malformed, forged or expired link (does not tell if the booking exists). */
export const MANAGE_LINK_INVALID_MESSAGE =
  'This link is not valid or has expired. Please contact us with your booking reference.';

/** The hints (PostgREST `hint`) the manage RPCs raise their rule refusals with. */
export const MANAGE_ERROR_HINTS = {
  invalidLink: 'manage_link_invalid',
  changeCutoff: 'change_cutoff',
  leadTime: 'lead_time',
  notChangeable: 'not_changeable',
  notCancellable: 'not_cancellable',
  noChange: 'no_change',
} as const;

export const NOTHING_CHANGED_MESSAGE = 'Nothing was changed.';

/** The fields a change may carry (p_change keys); absent = unchanged. */
export const BOOKING_CHANGE_KEYS = [
  'pickup_date',
  'pickup_time',
  'return_date',
  'return_time',
  'passengers',
  'suitcases',
  'flight_details',
  'car_seats',
  'supermarket_stop',
  'fast_track_adults',
  'fast_track_children',
] as const;

export type BookingChangeKey = (typeof BOOKING_CHANGE_KEYS)[number];

export interface BookingChange {
  pickup_date?: string;
  pickup_time?: string;
  return_date?: string;
  return_time?: string;
  passengers?: number;
  suitcases?: number;
  flight_details?: string | null;
  car_seats?: number;
  supermarket_stop?: boolean;
  fast_track_adults?: number;
  fast_track_children?: number;
}

/** 'Changes are not possible online within 24 hours of pickup. Please call us on <phone>.' */
export function changeCutoffMessage(supportPhone: string): string {
  return `Changes are not possible online within ${CHANGE_CUTOFF_HOURS} hours of pickup. Please call us on ${supportPhone}.`;
}

/** A booking cannot be changed in this status. */
export function notChangeableMessage(status: string): string {
  return `This booking is ${status}: it can no longer be changed.`;
}

/** A booking cannot be cancelled in this status. */
export function notCancellableMessage(status: string): string {
  return `This booking is ${status}: it cannot be cancelled online.`;
}

/** The refusal of a manage call over the per-client limit (names the wait and the support phone). */
export function manageLimitMessage(supportPhone: string, retryAfterSeconds: number): string {
  const minutes = minutesToWait(retryAfterSeconds);
  return (
    'Too many requests from this network in the last hour. ' +
    `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call ${supportPhone}.`
  );
}

export interface ManagedTrip {
  pickup_date: string;
  pickup_time: string;
  is_round_trip?: boolean | null;
  return_date?: string | null;
  return_time?: string | null;
}

const HOUR_MS = 3_600_000;

/** Last moment for an online change: pickup − 24 h; null when the pickup is unreadable. */
export function changeDeadline(trip: ManagedTrip): Date | null {
  const pickup = businessInstant(trip.pickup_date, trip.pickup_time);
  return pickup ? new Date(pickup.getTime() - CHANGE_CUTOFF_HOURS * HOUR_MS) : null;
}

/** A pending or confirmed booking may be changed before its deadline. */
export function canChangeBooking(trip: ManagedTrip & { status: string }, now: Date): boolean {
  const deadline = changeDeadline(trip);
  const status = normaliseStatus(trip.status);
  return (
    (status === 'pending' || status === 'confirmed') &&
    deadline !== null &&
    now.getTime() < deadline.getTime()
  );
}

/** A pending or confirmed booking may be cancelled. */
export function canCancelBooking(booking: { status: string }): boolean {
  const status = normaliseStatus(booking.status);
  return status === 'pending' || status === 'confirmed';
}

/** When the trip's last leg starts: the return leg of a round trip, else the pickup. */
export function lastLegInstant(trip: ManagedTrip): Date | null {
  if (trip.is_round_trip && trip.return_date && trip.return_time) {
    return businessInstant(trip.return_date, trip.return_time);
  }
  return businessInstant(trip.pickup_date, trip.pickup_time);
}

/** When a booking's manage links stop working: 7 days after the last leg. */
export function manageLinkExpiresAt(trip: ManagedTrip): Date | null {
  const last = lastLegInstant(trip);
  return last ? new Date(last.getTime() + MANAGE_LINK_VALID_DAYS_AFTER_TRIP * 24 * HOUR_MS) : null;
}

/** The keys of a change the server refuses as unknown. */
export function unknownChangeKeys(change: Record<string, unknown>): string[] {
  const known: readonly string[] = BOOKING_CHANGE_KEYS;
  return Object.keys(change).filter((key) => !known.includes(key));
}

/** Whether an RPC error is the manage-link refusal (by its hint). */
export function isManageLinkInvalid(error: { hint?: string | null } | null | undefined): boolean {
  return error?.hint === MANAGE_ERROR_HINTS.invalidLink;
}
