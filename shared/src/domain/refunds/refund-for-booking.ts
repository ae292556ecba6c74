import type { BookingRecord } from '../bookings/booking-record';
import { refundFor, type RefundOutcome } from './refund-policy';

export type RefundableBooking = Pick<
  BookingRecord,
  'pickup_date' | 'pickup_time' | 'vehicle_type' | 'status' | 'total_price'
>;

/** What the refund rules give back if a stored booking is cancelled at `now`. */
export function refundForBooking(
  booking: RefundableBooking,
  now: Date,
  cancelledBy: 'customer' | 'provider' = 'customer',
): RefundOutcome {
  return refundFor({
    pickupDate: booking.pickup_date,
    pickupTime: booking.pickup_time,
    vehicleType: booking.vehicle_type,
    status: booking.status,
    totalPrice: Number(booking.total_price),
    cancelAt: now,
    cancelledBy,
  });
}
