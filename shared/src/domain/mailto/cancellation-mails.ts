// Prepared cancellation e-mails: single and bulk.
import type { BookingRecord } from '../bookings/booking-record';
import { countLabel } from '../format/count-label';
import { formatBusinessDateTime } from '../time/business-time';
import { formatClockTime12h } from '../time/clock-time';
import { buildMailto, type MailtoResult } from './mailto-core';
import { blankLine, field, heading, list, subject } from './mail-parts';

export type CancelledBooking = Pick<
  BookingRecord,
  | 'reference_number'
  | 'first_name'
  | 'last_name'
  | 'pickup_location'
  | 'dropoff_location'
  | 'pickup_date'
  | 'pickup_time'
  | 'vehicle_type'
  | 'total_price'
>;

/** Subject 'Booking Cancellation - {ref}': the booking, the cancelling e-mail, date and time. */
export function bookingCancellationMailto(
  booking: CancelledBooking,
  cancelledByEmail: string,
  cancelledAt: Date,
  to: string,
): MailtoResult {
  return buildMailto({
    to,
    subject: subject(`Booking Cancellation - ${booking.reference_number}`),
    body: [
      heading('Please cancel this booking.'),
      blankLine,
      field('Reference', booking.reference_number),
      field('Name', `${booking.first_name} ${booking.last_name}`),
      field('From', booking.pickup_location),
      field('To', booking.dropoff_location),
      field('Date', booking.pickup_date),
      field('Time', formatClockTime12h(booking.pickup_time)),
      field('Vehicle', booking.vehicle_type),
      field('Total', `$${booking.total_price}`),
      blankLine,
      field('Cancelled by', cancelledByEmail),
      field('Cancelled at', formatBusinessDateTime(cancelledAt)),
    ],
  });
}

/** Subject 'Bulk Booking Cancellation - {N} Bookings', listing every reference. */
export function bulkCancellationMailto(
  references: readonly string[],
  cancelledByEmail: string,
  cancelledAt: Date,
  to: string,
): MailtoResult {
  return buildMailto({
    to,
    subject: subject(
      `Bulk Booking Cancellation - ${countLabel(references.length, 'Booking', 'Bookings')}`,
    ),
    body: [
      heading('Please cancel all of these bookings.'),
      blankLine,
      heading('References'),
      list('References', references),
      blankLine,
      field('Cancelled by', cancelledByEmail),
      field('Cancelled at', formatBusinessDateTime(cancelledAt)),
    ],
  });
}
