// To the customer when the trip was changed (manage link or My Bookings): the updated trip, the new
// total, and the calendar file with the same UID and the next SEQUENCE, so calendar apps move the event.
import {
  calendarAttachment,
  cancellationTerms,
  customerFooter,
  manageBookingButtons,
  myBookingsButton,
  pickupWhen,
  priceFacts,
  supportLinks,
  tripFacts,
} from '../booking-facts';
import { heading, notice, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const bookingChanged: BookingTemplate = (b, event, context) => ({
  content: {
    subject: oneLine(`Updated booking ${b.reference}: ${pickupWhen(b)}`),
    preheader: oneLine(
      `Your trip now: ${b.pickupLocation} to ${b.dropoffLocation}, ${pickupWhen(b)}.`,
    ),
    blocks: [
      heading(`${b.firstName}, your booking has been updated`),
      paragraph(
        `These are the new details of booking ${b.reference}. The total below replaces the one ` +
          'in your earlier e-mails.',
      ),
      tripFacts(b),
      priceFacts(b, context),
      notice(cancellationTerms(b, event.at)),
      paragraph(
        'The attached calendar file updates the trip already in your calendar (open it to replace the old times).',
      ),
      ...manageBookingButtons(b),
      myBookingsButton(context),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [calendarAttachment(b, context)],
});
