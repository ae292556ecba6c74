import { SITE } from '@bbt/shared';
import {
  bookingIcsFileName,
  buildBookingIcs,
  VEHICLES,
  type VehicleType,
} from '@bbt/shared/domain';
import { Button, formatUsd, Icon } from '@bbt/shared/ui';

import { downloadFile } from './download-file';
import type { SupportContactDetails } from './use-support-contact';
import type { CustomerBooking } from '../../data/customer-booking';

export function vehicleTitle(type: string): string {
  return VEHICLES[type as VehicleType]?.title ?? type;
}

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
      details: [
        `Vehicle: ${vehicleTitle(booking.vehicle_type)}`,
        `Passengers: ${booking.passengers}, suitcases: ${booking.suitcases}`,
        `Total: ${formatUsd(Number(booking.total_price))}`,
        `Questions: ${support.phoneDisplay} or ${support.email}`,
      ],
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
