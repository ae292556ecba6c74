// To the customer when the trip is completed: thanks, and the trip for their records. The review
// invitation follows the next morning (review-request.ts), so the customer is asked once.
import { customerFooter, supportLinks, tripFacts } from '../booking-facts';
import { heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

export const bookingCompleted: BookingTemplate = (b, _event, context) => ({
  content: {
    subject: oneLine(`Thank you for riding with ${context.businessName} (${b.reference})`),
    preheader: 'Your trip is complete. Thank you for riding with us.',
    blocks: [
      heading(`Thank you, ${b.firstName}`),
      paragraph(
        `We hope you enjoyed your trip with ${context.businessName}. Here it is for your records; ` +
          'we would love to see you again.',
      ),
      tripFacts(b),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [],
});
