// The transactional e-mails of a booking: who gets which, and what a template needs.
import type { DriverDetails } from '../dispatch/driver-details';
import type { AdditionalServiceType } from '../pricing/quote-types';

/**
 * One template per kind. The database's outbox (supabase/migrations/*_create_email_outbox.sql)
 * queues these names; keep the two lists equal.
 */
export const BOOKING_EMAIL_KINDS = [
  /** To the customer when the booking is made (and when staff resend it), with the .ics file. */
  'booking_confirmation',
  /** To the company inbox when a booking is made. */
  'company_new_booking',
  /** To the customer when staff confirm the booking, with the .ics file. */
  'booking_confirmed',
  /** To the customer when the booking is cancelled (by them or by staff). */
  'booking_cancelled',
  /** To the customer when the trip is completed, inviting a review. */
  'booking_completed',
  /** To the company inbox when the customer cancels. */
  'company_customer_cancelled',
  /** To the customer when a driver (or vehicle) is assigned or changed: who picks them up. */
  'driver_assigned',
  /** To the customer when the trip was changed: the updated trip, total and calendar file. */
  'booking_changed',
  /** To the customer the day before pickup (site setting reminder_hours_before): where to meet. */
  'trip_reminder',
  /** To the customer at 10:00 the day after the trip is completed: a link to the review form. */
  'review_request',
] as const;

export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];

/** Who the e-mail of a kind is addressed to. */
export function emailAudience(kind: BookingEmailKind): 'customer' | 'company' {
  return kind.startsWith('company_') ? 'company' : 'customer';
}

/** One extras line of the booking (additional_services). */
export interface EmailExtraLine {
  serviceType: AdditionalServiceType | string;
  quantity: number;
  /** Line total, USD. */
  price: number;
}

/** The booking as the e-mails show it (from the bookings row the outbox captured). */
export interface EmailBooking {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  tripType: string;
  pickupLocation: string;
  dropoffLocation: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Barbados time. */
  pickupDate: string;
  pickupTime: string;
  isRoundTrip: boolean;
  returnDate: string | null;
  returnTime: string | null;
  passengers: number;
  suitcases: number;
  vehicleType: string;
  paymentMethod: string;
  /** The server's price, USD. */
  totalPrice: number;
  status: string;
  flightDetails: string | null;
  guestName: string | null;
  guestPhone: string | null;
  extras: readonly EmailExtraLine[];
  /** The assigned driver and vehicle, when the e-mail is about them (driver_assigned). */
  driver?: DriverDetails | null;
  /** Changes made to the trip so far (bookings.calendar_sequence): the calendar file's SEQUENCE. */
  calendarSequence?: number;
  /** The booking's manage link ('<site>/manage/<token>'), in the e-mails that carry it. */
  manageUrl?: string | null;
  /** The review form's link, filled in from the manage token when there is one. */
  reviewUrl?: string | null;
}

/** What happened: when, the status before it, and who did it. */
export interface EmailEvent {
  at: Date;
  previousStatus: string | null;
  /** 'customer' for the customer's own change, 'staff' for the business (or a system job). */
  by: 'customer' | 'staff';
}

/** The business details and links every e-mail carries (site settings and deploy-time config). */
export interface EmailContext {
  businessName: string;
  /** The public site, without a trailing slash: 'https://www.example.com'. */
  siteUrl: string;
  supportEmail: string;
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  serviceHours: string;
  /** How a card payment is collected (site setting). */
  cardPaymentText: string;
  showBbd: boolean;
  /** When the e-mail is written (the calendar file's DTSTAMP). */
  now: Date;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}
