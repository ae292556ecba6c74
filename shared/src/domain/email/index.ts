export {
  BOOKING_EMAIL_KINDS,
  emailAudience,
  type BookingEmailKind,
  type EmailAttachment,
  type EmailBooking,
  type EmailContext,
  type EmailEvent,
  type EmailExtraLine,
  type RenderedEmail,
} from './email-types';
export { emailBookingFromRow, type BookingEmailRow, type ExtraRow } from './email-booking-row';
export { renderBookingEmail } from './render-booking-email';
export { REVIEW_PATH } from './templates/review-request';
export { driverEmailSubject } from './templates/driver-assigned';
export { reviewPath, reviewRequestSubject } from './templates/review-request';
export { MANAGE_BOOKING_LABEL, reminderEmailSubject } from './templates/trip-reminder';
export { EMAIL_KIND_LABELS, emailKindLabel } from './email-kind-labels';
export { escapeHtml } from './escape-html';
