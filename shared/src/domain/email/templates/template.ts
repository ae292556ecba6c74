import type { EmailContent } from '../email-blocks';
import type { EmailAttachment, EmailBooking, EmailContext, EmailEvent } from '../email-types';

/** A template: the booking, the event that caused the e-mail and the business context in; content out. */
export type BookingTemplate = (
  booking: EmailBooking,
  event: EmailEvent,
  context: EmailContext,
) => { content: EmailContent; attachments: EmailAttachment[] };
