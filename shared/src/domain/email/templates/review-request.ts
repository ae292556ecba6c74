// To the customer at 10:00 the day after the trip was completed: thanks, and a link that opens the
// Share Your Experience form (filled in with their name and e-mail when the link carries a token).
import { customerFooter, pickupWhen, siteLink, supportLinks } from '../booking-facts';
import { button, heading, oneLine, paragraph } from '../email-blocks';
import { REVIEW_LINK_PARAMS } from '../../manage/review-link';
import type { BookingTemplate } from './template';

/** The home page opens its Share Your Experience dialog for this link (mfe-marketing). */
export const REVIEW_PATH = `/?${REVIEW_LINK_PARAMS.open}=1#testimonials`;

/** 'How was your ride? BB-123456-ABC' */
export const reviewRequestSubject = (reference: string): string =>
  oneLine(`How was your ride? ${reference}`);

/**
 * The review form's path: with the booking's manage token the form fills in the name and e-mail
 * (the home page reads `review`); without one it opens the empty form.
 */
export function reviewPath(manageToken: string | null): string {
  return manageToken
    ? `/?${REVIEW_LINK_PARAMS.open}=1&${REVIEW_LINK_PARAMS.token}=${encodeURIComponent(manageToken)}#testimonials`
    : REVIEW_PATH;
}

export const reviewRequest: BookingTemplate = (b, _event, context) => ({
  content: {
    subject: reviewRequestSubject(b.reference),
    preheader: 'Tell other travellers about your ride in a minute.',
    blocks: [
      heading(`Thank you, ${b.firstName}`),
      paragraph(
        `Thank you for riding with ${context.businessName} on ${pickupWhen(b)}, from ` +
          `${b.pickupLocation} to ${b.dropoffLocation}. How was it? Your review helps other travellers choose.`,
      ),
      button('Share your experience', b.reviewUrl ?? siteLink(context, REVIEW_PATH)),
      supportLinks(context, b.reference),
    ],
    footer: customerFooter(context, b),
  },
  attachments: [],
});
