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
export { REVIEW_PATH } from './templates/booking-completed';
export { driverEmailSubject } from './templates/driver-assigned';
export { escapeHtml } from './escape-html';
