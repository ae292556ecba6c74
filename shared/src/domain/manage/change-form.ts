// The change form of a booking (manage page and My Bookings): its labels, its checks and the
// p_change it sends. The labels are the calculator's; the checks are the ones create_booking and
// change_booking apply, so most refusals show before the database is asked.
import * as z from 'zod';

import { EXTRAS, PASSENGER_LIMITS, SUITCASE_LIMITS } from '../rates';
import { travelDetailsLabel } from '../trip/travel-details';
import { pickupDateError, returnDateError, returnTimeError } from '../validation/date-rules';
import { numberField } from '../validation/fields';
import { MAX_LENGTHS, maxLengthMessage, MESSAGES, requiredMessage } from '../validation/messages';
import { isClockTime } from '../time/clock-time';
import { CHANGE_FORM_LABELS } from './change-texts';
import type { BookingChange, BookingChangeKey } from './manage-rules';

export interface ChangeFormValues {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  passengers: number;
  suitcases: number;
  flightDetails: string;
  carSeats: number;
  supermarketStop: boolean;
  fastTrackAdults: number;
  fastTrackChildren: number;
}

export type ChangeFormField = keyof ChangeFormValues;

/** The booking a change form starts from: the stored values. */
export interface ChangeableBooking {
  pickup_date: string;
  pickup_time: string;
  is_round_trip: boolean | null;
  return_date: string | null;
  return_time: string | null;
  passengers: number;
  suitcases: number;
  flight_details: string | null;
  trip_type: string | null;
}

export interface ExtraQuantity {
  service_type: string;
  quantity: number;
}

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

/** The form's first values: the booking as stored. */
export function changeFormDefaults(
  booking: ChangeableBooking,
  extras: readonly ExtraQuantity[],
): ChangeFormValues {
  const quantity = (type: string) =>
    extras.filter((extra) => extra.service_type === type).reduce((n, e) => n + e.quantity, 0);
  return {
    pickupDate: booking.pickup_date,
    pickupTime: hhmm(booking.pickup_time),
    returnDate: booking.return_date ?? '',
    returnTime: hhmm(booking.return_time),
    passengers: booking.passengers,
    suitcases: booking.suitcases,
    flightDetails: booking.flight_details ?? '',
    carSeats: quantity('car_seats'),
    supermarketStop: quantity('supermarket_stop') > 0,
    fastTrackAdults: quantity('fast_track_adults'),
    fastTrackChildren: quantity('fast_track_children'),
  };
}

const count = numberField;

/** The change form's schema for one booking (round trip or not, its trip type) at `now`. */
export function changeFormSchema(
  booking: Pick<ChangeableBooking, 'is_round_trip' | 'trip_type'>,
  now: Date,
) {
  const L = CHANGE_FORM_LABELS;
  const travelLabel = travelDetailsLabel({ tripType: booking.trip_type });
  return z
    .object({
      pickupDate: z.string(),
      pickupTime: z.string(),
      returnDate: z.string(),
      returnTime: z.string(),
      passengers: count(L.passengers, PASSENGER_LIMITS.min, PASSENGER_LIMITS.max),
      suitcases: count(L.suitcases, SUITCASE_LIMITS.min, SUITCASE_LIMITS.max),
      flightDetails: z.string(),
      carSeats: count(L.carSeats, 0, EXTRAS.carSeat.max),
      supermarketStop: z.boolean(),
      fastTrackAdults: count(L.fastTrackAdults, 0, EXTRAS.fastTrackAdult.max),
      fastTrackChildren: count(L.fastTrackChildren, 0, EXTRAS.fastTrackChild.max),
    })
    .superRefine((values, ctx) => {
      const problem = (path: ChangeFormField, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      problem('pickupDate', pickupDateError(values.pickupDate, values.pickupTime, now));
      problem(
        'pickupTime',
        values.pickupTime.trim() === ''
          ? MESSAGES.timeRequired
          : isClockTime(values.pickupTime)
            ? null
            : MESSAGES.timeInvalid,
      );
      if (booking.is_round_trip) {
        problem('returnDate', returnDateError(values.returnDate, values.pickupDate));
        problem(
          'returnTime',
          returnTimeError(
            values.returnDate,
            values.returnTime,
            values.pickupDate,
            values.pickupTime,
          ),
        );
      }
      const travel = values.flightDetails.trim();
      if (travel === '' && booking.trip_type !== 'inland') {
        problem('flightDetails', requiredMessage(travelLabel));
      } else if (travel.length > MAX_LENGTHS.travelDetails) {
        problem('flightDetails', maxLengthMessage(travelLabel, MAX_LENGTHS.travelDetails));
      }
    });
}

/** p_change: only what differs from the stored booking (absent = unchanged). */
export function bookingChangeOf(
  before: ChangeFormValues,
  after: ChangeFormValues,
  isRoundTrip: boolean,
): BookingChange {
  const change: BookingChange = {};
  if (after.pickupDate !== before.pickupDate) change.pickup_date = after.pickupDate;
  if (after.pickupTime !== before.pickupTime) change.pickup_time = after.pickupTime;
  if (isRoundTrip && after.returnDate !== before.returnDate) change.return_date = after.returnDate;
  if (isRoundTrip && after.returnTime !== before.returnTime) change.return_time = after.returnTime;
  if (after.passengers !== before.passengers) change.passengers = after.passengers;
  if (after.suitcases !== before.suitcases) change.suitcases = after.suitcases;
  const travel = after.flightDetails.trim();
  if (travel !== before.flightDetails.trim()) change.flight_details = travel === '' ? null : travel;
  if (after.carSeats !== before.carSeats) change.car_seats = after.carSeats;
  if (after.supermarketStop !== before.supermarketStop) {
    change.supermarket_stop = after.supermarketStop;
  }
  if (after.fastTrackAdults !== before.fastTrackAdults) {
    change.fast_track_adults = after.fastTrackAdults;
  }
  if (after.fastTrackChildren !== before.fastTrackChildren) {
    change.fast_track_children = after.fastTrackChildren;
  }
  return change;
}

const FIELD_OF_CHANGE_KEY: Readonly<Record<BookingChangeKey, ChangeFormField>> = {
  pickup_date: 'pickupDate',
  pickup_time: 'pickupTime',
  return_date: 'returnDate',
  return_time: 'returnTime',
  passengers: 'passengers',
  suitcases: 'suitcases',
  flight_details: 'flightDetails',
  car_seats: 'carSeats',
  supermarket_stop: 'supermarketStop',
  fast_track_adults: 'fastTrackAdults',
  fast_track_children: 'fastTrackChildren',
};

/**
 * The form field a refusal of the change RPCs names in its `details` (a p_change key), or null
 * when it concerns the whole booking (shown above the form). The cut-off refusal names the pickup
 * date but is about the booking, not the value typed: it goes above the form.
 */
export function changeFieldOfError(error: {
  details?: string | null;
  hint?: string | null;
}): ChangeFormField | null {
  if (error.hint === 'change_cutoff') return null;
  const key = error.details ?? '';
  return (FIELD_OF_CHANGE_KEY as Readonly<Record<string, ChangeFormField>>)[key] ?? null;
}

/** '+US$10.00', '−US$5.00' or 'no change', from a formatted absolute amount. */
export function signedDifference(
  difference: number,
  formatted: (amount: number) => string,
): string {
  if (Math.abs(difference) < 0.005) return 'No difference';
  return `${difference > 0 ? '+' : '−'}${formatted(Math.abs(difference))}`;
}
