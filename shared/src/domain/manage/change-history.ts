// How a booking's 'changed' event reads in the staff history: what changed, and the total before
// and after when the price moved.
import { formatUsd } from '../format';
import { CHANGE_FORM_LABELS } from './change-texts';
import { BOOKING_CHANGE_KEYS, type BookingChangeKey } from './manage-rules';

/** The change form's words for each key a change may carry. */
export const BOOKING_CHANGE_KEY_LABELS: Readonly<Record<BookingChangeKey, string>> = {
  pickup_date: CHANGE_FORM_LABELS.pickupDate,
  pickup_time: CHANGE_FORM_LABELS.pickupTime,
  return_date: CHANGE_FORM_LABELS.returnDate,
  return_time: CHANGE_FORM_LABELS.returnTime,
  passengers: CHANGE_FORM_LABELS.passengers,
  suitcases: CHANGE_FORM_LABELS.suitcases,
  flight_details: 'Flight or ship',
  car_seats: CHANGE_FORM_LABELS.carSeats,
  supermarket_stop: CHANGE_FORM_LABELS.supermarketStop,
  fast_track_adults: CHANGE_FORM_LABELS.fastTrackAdults,
  fast_track_children: CHANGE_FORM_LABELS.fastTrackChildren,
};

const isChangeKey = (key: string): key is BookingChangeKey =>
  (BOOKING_CHANGE_KEYS as readonly string[]).includes(key);

/**
 * 'Changed pickup time, passengers; total US$95 → US$115' from the event's details
 * ({ before, after, old_total, new_total }); 'Changed the booking' when they say nothing usable.
 */
export function bookingChangeLabel(details: unknown): string {
  const record = (details ?? {}) as Record<string, unknown>;
  const after = record.after;
  const keys =
    after && typeof after === 'object' ? Object.keys(after).filter(isChangeKey) : ([] as const);
  const fields = keys.map((key) => BOOKING_CHANGE_KEY_LABELS[key].toLowerCase());
  const what = fields.length > 0 ? `Changed ${fields.join(', ')}` : 'Changed the booking';
  const before = Number(record.old_total);
  const now = Number(record.new_total);
  const priced = record.old_total !== undefined && record.new_total !== undefined && before !== now;
  return priced && Number.isFinite(before) && Number.isFinite(now)
    ? `${what}; total ${formatUsd(before)} → ${formatUsd(now)}`
    : what;
}
