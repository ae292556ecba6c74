// To the customer when the booking is cancelled, by them or by the business.
import {
  customerFooter,
  pickupWhen,
  refundText,
  siteLink,
  supportLinks,
  tripFacts,
} from '../booking-facts';
import { button, heading, notice, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const bookingCancelled: BookingTemplate = (b, event, context) => ({
  content: {
    subject: oneLine(`Booking ${b.reference} cancelled`),
    preheader: oneLine(`Your ride of ${pickupWhen(b)} is cancelled.`),
    blocks: [
      heading('Your booking is cancelled'),
      paragraph(
        event.by === 'customer'
          ? `As you asked, ${b.firstName}, we have cancelled booking ${b.reference} (${pickupWhen(b)}).`
          : `We have cancelled booking ${b.reference} (${pickupWhen(b)}), ${b.firstName}. If you did ` +
              'not expect this, or would like another time, please contact us.',
      ),
      notice(refundText(b, event, context)),
      tripFacts(b, 'The cancelled trip'),
      button('Book another ride', siteLink(context, '/')),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [],
});
