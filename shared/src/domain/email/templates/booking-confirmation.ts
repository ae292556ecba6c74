// To the customer when the booking is made: everything about the trip, with the calendar file.
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

export const bookingConfirmation: BookingTemplate = (b, event, context) => ({
  content: {
    subject: oneLine(`Booking ${b.reference} received: ${pickupWhen(b)}`),
    preheader: oneLine(`${b.pickupLocation} to ${b.dropoffLocation}, ${pickupWhen(b)}.`),
    blocks: [
      heading(`Thank you, ${b.firstName}: we have your booking`),
      paragraph(
        `Your booking reference is ${b.reference}. We check every booking and e-mail you again ` +
          'as soon as it is confirmed.',
      ),
      tripFacts(b),
      priceFacts(b, context),
      notice(cancellationTerms(b, event.at)),
      paragraph(
        'The attached calendar file adds the trip to your calendar, with a reminder 2 hours before pickup.',
      ),
      ...manageBookingButtons(b),
      myBookingsButton(context),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [calendarAttachment(b, context)],
});
