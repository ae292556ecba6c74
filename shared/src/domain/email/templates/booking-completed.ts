// To the customer after the trip: thanks, and an invitation to share their experience.
import { customerFooter, siteLink, supportLinks, tripFacts } from '../booking-facts';
import { button, heading, oneLine, paragraph } from '../email-blocks';
import type { BookingTemplate } from './template';

/** The home page opens its Share Your Experience dialog for this link (mfe-marketing). */
export const REVIEW_PATH = '/?share-experience=1#testimonials';

export const bookingCompleted: BookingTemplate = (b, _event, context) => ({
  content: {
    subject: oneLine(`Thank you for riding with ${context.businessName} (${b.reference})`),
    preheader: 'How was your trip? Tell other travellers in a minute.',
    blocks: [
      heading(`Thank you, ${b.firstName}`),
      paragraph(
        `We hope you enjoyed your trip with ${context.businessName}. Would you share your ` +
          'experience? It takes a minute and helps other travellers choose.',
      ),
      button('Share your experience', siteLink(context, REVIEW_PATH)),
      tripFacts(b),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [],
});
