// To the customer when staff confirm the booking, with the calendar file.
import {
  calendarAttachment,
  cancellationTerms,
  customerFooter,
  myBookingsButton,
  pickupWhen,
  priceFacts,
  supportLinks,
  tripFacts,
} from '../booking-facts';
import { heading, notice, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const bookingConfirmed: BookingTemplate = (b, event, context) => ({
  content: {
    subject: oneLine(`Booking ${b.reference} confirmed: ${pickupWhen(b)}`),
    preheader: oneLine(`Your ride from ${b.pickupLocation} is confirmed for ${pickupWhen(b)}.`),
    blocks: [
      heading('Your booking is confirmed'),
      paragraph(
        `Good news, ${b.firstName}: booking ${b.reference} is confirmed. Your driver will pick you ` +
          `up at ${b.pickupLocation} on ${pickupWhen(b)} (Barbados time).`,
      ),
      tripFacts(b),
      priceFacts(b, context),
      notice(cancellationTerms(b, event.at)),
      myBookingsButton(context),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [calendarAttachment(b, context)],
});
