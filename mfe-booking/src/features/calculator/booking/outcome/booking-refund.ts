import { refundFor } from '@bbt/shared/domain';

import type { BookingRow } from '../../../../data/create-booking';

/** What cancelling the booking at `now` would refund (the confirmation's cancellation line). */
export function refundForBooking(booking: BookingRow, now: Date): ReturnType<typeof refundFor> {
  const refund = refundFor({
    pickupDate: booking.pickup_date,
    pickupTime: booking.pickup_time,
    vehicleType: booking.vehicle_type,
    status: booking.status,
    totalPrice: Number(booking.total_price),
    cancelAt: now,
  });
  return refund;
}
