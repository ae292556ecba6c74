import type { DispatchBookingRow } from '../../data/dispatch-api';

/** Who travels: the guest named on the booking, else the booker; their phone likewise. */
export function passengerOf(booking: DispatchBookingRow): { name: string; phone: string } {
  return {
    name: booking.guest_name?.trim() || `${booking.first_name} ${booking.last_name}`,
    phone: booking.guest_phone_number?.trim() || booking.phone,
  };
}
