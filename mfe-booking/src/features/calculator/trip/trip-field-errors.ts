// The message a trip field shows once the visitor has left it.
import {
  MESSAGES,
  MAX_LENGTHS,
  maxLengthMessage,
  pickupDateError,
  requiredMessage,
  returnDateError,
  returnTimeError,
  travelDetailsLabel,
  travelDetailsPlaceholder,
  type TripForm,
  type TripFormField,
} from '@bbt/shared/domain';

export { travelDetailsLabel, travelDetailsPlaceholder };

const blank = (value: string) => value.trim() === '';

function lengthError(value: string, label: string, max: number): string | null {
  if (blank(value)) return requiredMessage(label);
  return value.trim().length > max ? maxLengthMessage(label, max) : null;
}

/**
 * The error of one field, or null. The pickup date's 24-hour rule is not an error here: the
 * calculator still prices such a trip and shows the call-us notice instead of booking.
 */
export function tripFieldError(field: TripFormField, trip: TripForm, now: Date): string | null {
  switch (field) {
    case 'pickup':
      return trip.pickup && !blank(trip.pickup.name || trip.pickup.address)
        ? null
        : requiredMessage('Pickup location');
    case 'dropoff':
      return trip.dropoff && !blank(trip.dropoff.name || trip.dropoff.address)
        ? null
        : requiredMessage('Drop-off location');
    case 'pickupDate': {
      const error = pickupDateError(trip.pickupDate, trip.pickupTime, now);
      return error === MESSAGES.leadTime ? null : error;
    }
    case 'pickupTime':
      return blank(trip.pickupTime) ? MESSAGES.timeRequired : null;
    case 'guestName':
      return lengthError(trip.guestName, 'Guest name', MAX_LENGTHS.guestName);
    case 'guestPhone':
      return lengthError(trip.guestPhone, 'Guest phone', MAX_LENGTHS.guestPhone);
    case 'travelDetails':
      if (trip.tripType === 'inland' && blank(trip.travelDetails)) return null;
      return lengthError(trip.travelDetails, travelDetailsLabel(trip), MAX_LENGTHS.travelDetails);
    case 'returnDate':
      return trip.isRoundTrip ? returnDateError(trip.returnDate, trip.pickupDate) : null;
    case 'returnTime':
      return trip.isRoundTrip
        ? returnTimeError(trip.returnDate, trip.returnTime, trip.pickupDate, trip.pickupTime)
        : null;
    default:
      return null;
  }
}

/** Human names of the fields that keep Calculate disabled, for the hint under the button. */
export const FIELD_NAMES: Readonly<Record<TripFormField, string>> = {
  tripType: 'trip type',
  pickup: 'pickup location',
  dropoff: 'drop-off location',
  pickupDate: 'pickup date',
  pickupTime: 'pickup time',
  passengers: 'passengers',
  suitcases: 'luggage',
  guestName: 'guest name',
  guestPhone: 'guest phone',
  travelDetails: 'flight or ship details',
  isRoundTrip: 'round trip',
  returnDate: 'return date',
  returnTime: 'return time',
};
