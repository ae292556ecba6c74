// To the company inbox when a booking is made: who, what, when, and where to confirm it.
import {
  companyFooter,
  customerFacts,
  fullName,
  money,
  pickupWhen,
  priceFacts,
  siteLink,
  tripFacts,
} from '../booking-facts';
import { button, heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const companyNewBooking: BookingTemplate = (b, _event, context) => ({
  content: {
    subject: oneLine(`New Booking - ${b.reference} - ${fullName(b)}, ${pickupWhen(b)}`),
    preheader: oneLine(
      `${b.pickupLocation} to ${b.dropoffLocation}, ${money(b.totalPrice, context)}.`,
    ),
    blocks: [
      heading(`New booking ${b.reference}`),
      paragraph(
        `${fullName(b)} booked a ride for ${pickupWhen(b)} (Barbados time). It is pending: ` +
          'confirm it in the admin area. Replying to this e-mail writes to the customer.',
      ),
      customerFacts(b),
      tripFacts(b, 'Trip'),
      priceFacts(b, context, true),
      button('Open the bookings', siteLink(context, '/admin/bookings')),
    ],
    footer: companyFooter(context),
  },
  attachments: [],
});
