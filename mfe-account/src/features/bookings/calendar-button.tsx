import { SITE } from '@bbt/shared';
import { bookingCalendarDetails, bookingIcsFileName, buildBookingIcs } from '@bbt/shared/domain';
import { Button, Icon } from '@bbt/shared/ui';

import { downloadFile } from './download-file';
import type { SupportContactDetails } from '../../lib/use-support-contact';
import type { CustomerBooking } from '../../data/customer-booking';

/** The booking's .ics (pickup and, on a round trip, the return), from the shared builder. */
export function bookingIcs(
  booking: CustomerBooking,
  support: SupportContactDetails,
  now: Date,
): string {
  return buildBookingIcs(
    {
      reference: booking.reference_number,
      pickupLocation: booking.pickup_location,
      dropoffLocation: booking.dropoff_location,
      pickupDate: booking.pickup_date,
      pickupTime: booking.pickup_time,
      isRoundTrip: booking.is_round_trip,
      returnDate: booking.return_date,
      returnTime: booking.return_time,
      businessName: SITE.businessName,
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
}

export function CalendarButton({
  booking,
  support,
}: {
  booking: CustomerBooking;
  support: SupportContactDetails;
}) {
  const save = () =>
    downloadFile(
      bookingIcsFileName(booking.reference_number),
      bookingIcs(booking, support, new Date()),
      'text/calendar;charset=utf-8',
    );
  return (
    <Button variant="ghost" size="sm" onClick={save}>
      <Icon name="calendar" size={16} /> Add to calendar
      <span className="visually-hidden"> ({booking.reference_number}, .ics file)</span>
    </Button>
  );
}
