// The prepared e-mail of the cancel-reservation form: the visitor gives only
// a confirmation number and an e-mail address; the team looks the booking up from those.
import { formatBusinessDateTime } from '../time/business-time';
import type { CancellationForm } from '../validation/message-schemas';
import { buildMailto, type MailtoResult } from './mailto-core';
import { blankLine, field, heading, subject } from './mail-parts';

/** Subject 'Booking Cancellation - {ref}' with the confirmation number the visitor typed. */
export function cancellationRequestMailto(
  form: CancellationForm,
  requestedAt: Date,
  to: string,
): MailtoResult {
  return buildMailto({
    to,
    subject: subject(`Booking Cancellation - ${form.confirmation}`),
    body: [
      heading('Please cancel my booking.'),
      blankLine,
      field('Confirmation number', form.confirmation),
      field('Email', form.email),
      field('Requested at', formatBusinessDateTime(requestedAt)),
      blankLine,
      heading('I understand refunds follow the refund policy and are paid within 14 days.'),
    ],
  });
}
