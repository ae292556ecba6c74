import { SITE } from '@bbt/shared';
import { type BookingSummary, buildBookingIcs, VEHICLES } from '@bbt/shared/domain';

import type { BookingRow } from '../../../../data/create-booking';

/** The confirmed booking as a calendar file, for the "Add to calendar" link. */
export function bookingCalendarHref(
  booking: BookingRow,
  summary: BookingSummary,
  reference: string,
  now: Date,
): string {
  const ics = buildBookingIcs(
    {
      reference,
      businessName: SITE.businessName,
      pickupLocation: summary.pickupName,
      dropoffLocation: summary.dropoffName,
      pickupDate: booking.pickup_date,
      pickupTime: booking.pickup_time,
      isRoundTrip: booking.is_round_trip,
      returnDate: booking.return_date,
      returnTime: booking.return_time,
      details: [
        `Vehicle: ${VEHICLES[summary.vehicleType].title}`,
        `Passengers: ${booking.passengers}`,
        `Total: US$${booking.total_price}`,
        `Questions: ${SITE.phoneDisplay}`,
      ],
    },
    now,
  );
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
