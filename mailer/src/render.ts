// A claimed outbox row -> the e-mail to send: its payload (the booking and the event, captured in the
// transaction that queued it) is checked, then written by the templates of shared/src/domain/email.
import {
  BOOKING_EMAIL_KINDS,
  type BookingEmailKind,
  type EmailAttachment,
  emailAudience,
  emailBookingFromRow,
  type EmailContext,
  renderBookingEmail,
  reviewPath,
} from '@bbt/shared/domain';
import { z } from 'zod';

import { type ClaimedEmail } from './outbox';

const numeric = z.union([z.number(), z.string()]);
const text = z.string();
const optionalText = z.string().nullable();

const bookingRow = z.object({
  id: text.optional(),
  reference_number: text,
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  trip_type: text,
  pickup_location: text,
  dropoff_location: text,
  pickup_date: text,
  pickup_time: text,
  is_round_trip: z.boolean(),
  return_date: optionalText,
  return_time: optionalText,
  passengers: numeric,
  suitcases: numeric,
  vehicle_type: text,
  payment_method: text,
  total_price: numeric,
  status: text,
  flight_details: optionalText,
  guest_name: optionalText,
  guest_phone_number: optionalText,
  calendar_sequence: numeric.nullable().optional(),
});

const payloadSchema = z.object({
  booking: bookingRow,
  event: z.object({
    old_status: optionalText,
    by: z.enum(['customer', 'staff']),
    at: text,
  }),
  support_email: text,
  /** The driver e-mail's driver and vehicle (kind driver_assigned only). */
  driver: z.object({ first_name: text, phone: text }).optional(),
  vehicle: z.object({ vehicle_type: text, plate: text }).optional(),
});

const extrasSchema = z.array(z.object({ service_type: text, quantity: numeric, price: numeric }));

/** The business details that do not come from the row. */
export type ContextBase = Omit<EmailContext, 'supportEmail' | 'now'>;

export interface OutgoingEmail {
  kind: BookingEmailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  /** The main link of the e-mail (shown by the local inbox). */
  link: string;
}

export class RenderError extends Error {}

/**
 * The kinds whose e-mail carries the booking's "Manage your booking" link (the review request: its
 * token fills in the review form).
 */
export const MANAGE_LINK_KINDS: readonly string[] = [
  'booking_confirmation',
  'booking_changed',
  'trip_reminder',
  'review_request',
];

/** Whether the e-mail of this kind carries the manage link (the mailer issues a token for it). */
export function carriesManageLink(kind: string): boolean {
  return MANAGE_LINK_KINDS.includes(kind);
}

/** '<site>/manage/<token>': the manage page of the booking. */
export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/manage/${encodeURIComponent(token)}`;
}

function isKind(kind: string): kind is BookingEmailKind {
  return (BOOKING_EMAIL_KINDS as readonly string[]).includes(kind);
}

/**
 * Throws RenderError when the row cannot become an e-mail (that never gets better: no retry).
 * `manageToken` (from issue_manage_token), for the kinds that carry it, becomes the "Manage your
 * booking" link and the review request's filled-in form; without one the e-mail has no manage link
 * and the review form opens empty.
 */
export function renderClaimed(
  email: ClaimedEmail,
  base: ContextBase,
  now: Date,
  manageToken: string | null = null,
): OutgoingEmail {
  if (!isKind(email.kind)) throw new RenderError(`Unknown e-mail kind '${email.kind}'`);
  const payload = payloadSchema.safeParse(email.payload);
  const extras = extrasSchema.safeParse(email.extras);
  if (!payload.success || !extras.success) {
    const issue = (payload.error ?? extras.error)?.issues[0];
    throw new RenderError(
      `The queued payload is not a booking e-mail: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const { booking, event, support_email: supportEmail, driver, vehicle } = payload.data;
  if (email.kind === 'driver_assigned' && (!driver || !vehicle)) {
    throw new RenderError('The queued driver e-mail has no driver or vehicle');
  }
  const details =
    driver && vehicle
      ? {
          firstName: driver.first_name,
          phone: driver.phone,
          vehicleType: vehicle.vehicle_type,
          plate: vehicle.plate,
        }
      : null;
  const context: EmailContext = { ...base, supportEmail, now };
  const link =
    manageToken && carriesManageLink(email.kind) ? manageUrl(base.siteUrl, manageToken) : null;
  const reviewUrl = `${base.siteUrl}${reviewPath(link ? manageToken : null)}`;
  const rendered = renderBookingEmail(
    email.kind,
    { ...emailBookingFromRow(booking, extras.data, details), manageUrl: link, reviewUrl },
    { at: new Date(event.at), previousStatus: event.old_status, by: event.by },
    context,
  );
  const path = emailAudience(email.kind) === 'company' ? '/admin/bookings' : '/my-bookings';
  return {
    kind: email.kind,
    to: email.recipient,
    replyTo: email.replyTo,
    ...rendered,
    link: email.kind === 'review_request' ? reviewUrl : (link ?? `${base.siteUrl}${path}`),
  };
}
