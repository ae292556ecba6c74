// To the company inbox when a customer cancels their own booking.
import {
  companyFooter,
  customerFacts,
  fullName,
  pickupWhen,
  priceFacts,
  refundText,
  siteLink,
  tripFacts,
} from '../booking-facts';
import { formatInstant } from '../../format/date-format';
import { button, facts, fact, heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const companyCustomerCancelled: BookingTemplate = (b, event, context) => ({
  content: {
    subject: oneLine(`Booking Cancellation - ${b.reference} - ${fullName(b)}`),
    preheader: oneLine(`${fullName(b)} cancelled the ride of ${pickupWhen(b)}.`),
    blocks: [
      heading(`Booking ${b.reference} cancelled by the customer`),
      paragraph(
        `${fullName(b)} cancelled on ${formatInstant(event.at)} (Barbados time). The pickup was ` +
          `${pickupWhen(b)}. Replying to this e-mail writes to the customer.`,
      ),
      facts('Cancellation', [
        fact('Status before', event.previousStatus),
        fact('Refund', refundText(b, event, context)),
      ]),
      customerFacts(b),
      tripFacts(b, 'Trip'),
      priceFacts(b, context, true),
      button('Open the bookings', siteLink(context, '/admin/bookings')),
    ],
    footer: companyFooter(context),
  },
  attachments: [],
});
