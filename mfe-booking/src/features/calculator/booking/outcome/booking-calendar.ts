import { type BookingRow, SITE } from '@bbt/shared';
import {
  bookingCalendarDetails,
  type BookingSummary,
  buildBookingIcs,
  type CalendarSupport,
} from '@bbt/shared/domain';

/** The confirmed booking as a calendar file, for the "Add to calendar" link. */
export function bookingCalendarHref(
  booking: BookingRow,
  summary: BookingSummary,
  support: CalendarSupport,
  now: Date,
): string {
  const ics = buildBookingIcs(
    {
      reference: booking.reference_number,
      businessName: SITE.businessName,
      pickupLocation: summary.pickupName,
      dropoffLocation: summary.dropoffName,
      pickupDate: booking.pickup_date,
      pickupTime: booking.pickup_time,
      isRoundTrip: booking.is_round_trip,
      returnDate: booking.return_date,
      returnTime: booking.return_time,
      details: bookingCalendarDetails(
        {
          vehicleType: booking.vehicle_type,
          passengers: booking.passengers,
          suitcases: booking.suitcases,
          totalPrice: booking.total_price,
        },
        support,
      ),
    },
    now,
  );
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
