// The words every page uses for the values a booking stores: one name per thing.
import { VEHICLES, type VehicleType } from '../rates';
import { TRIP_TYPE_LABELS, type TripType } from '../trip/trip-type';
import { normaliseStatus, type BookingStatus } from './booking-status';

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** 'Confirmed' for any casing of a known status; an unknown stored value as stored; '—' for none. */
export function bookingStatusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  const known = normaliseStatus(status);
  return known ? BOOKING_STATUS_LABELS[known] : status;
}

/** The vehicle class's name ('Economy Sedan'); an unknown stored type is shown as stored. */
export function vehicleTitle(type: string): string {
  return Object.hasOwn(VEHICLES, type) ? VEHICLES[type as VehicleType].title : type;
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  cash: 'Cash',
  credit: 'Credit card',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** 'From the airport'; an unknown stored value as stored. */
export function tripTypeLabel(type: string): string {
  return Object.hasOwn(TRIP_TYPE_LABELS, type) ? TRIP_TYPE_LABELS[type as TripType] : type;
}
