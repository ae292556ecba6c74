// One entry point: the kind of e-mail, the booking, the event and the context in; subject, plain
// text, HTML and attachments out.
import type {
  BookingEmailKind,
  EmailBooking,
  EmailContext,
  EmailEvent,
  RenderedEmail,
} from './email-types';
import { renderHtml } from './render-html';
import { renderText } from './render-text';
import { bookingCancelled } from './templates/booking-cancelled';
import { bookingChanged } from './templates/booking-changed';
import { bookingCompleted } from './templates/booking-completed';
import { bookingConfirmation } from './templates/booking-confirmation';
import { bookingConfirmed } from './templates/booking-confirmed';
import { companyCustomerCancelled } from './templates/company-customer-cancelled';
import { companyNewBooking } from './templates/company-new-booking';
import { driverAssigned } from './templates/driver-assigned';
import { reviewRequest } from './templates/review-request';
import { tripReminder } from './templates/trip-reminder';
import type { BookingTemplate } from './templates/template';

const TEMPLATES: Readonly<Record<BookingEmailKind, BookingTemplate>> = {
  booking_confirmation: bookingConfirmation,
  company_new_booking: companyNewBooking,
  booking_confirmed: bookingConfirmed,
  booking_cancelled: bookingCancelled,
  booking_completed: bookingCompleted,
  company_customer_cancelled: companyCustomerCancelled,
  driver_assigned: driverAssigned,
  booking_changed: bookingChanged,
  trip_reminder: tripReminder,
  review_request: reviewRequest,
};

export function renderBookingEmail(
  kind: BookingEmailKind,
  booking: EmailBooking,
  event: EmailEvent,
  context: EmailContext,
): RenderedEmail {
  const { content, attachments } = TEMPLATES[kind](booking, event, context);
  return {
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content, context.businessName),
    attachments,
  };
}
