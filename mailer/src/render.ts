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

function isKind(kind: string): kind is BookingEmailKind {
  return (BOOKING_EMAIL_KINDS as readonly string[]).includes(kind);
}

/** The kinds that carry the manage link (or the review link made from its token). */
export const MANAGE_LINK_KINDS: ReadonlySet<string> = new Set(['trip_reminder', 'review_request']);

/** '<site>/manage/<token>': the booking's manage page, or null without a token. */
export function manageUrlFor(siteUrl: string, manageToken: string | null): string | null {
  return manageToken ? `${siteUrl}/manage/${encodeURIComponent(manageToken)}` : null;
}

/**
 * Throws RenderError when the row cannot become an e-mail (that never gets better: no retry).
 * `manageToken` (from issue_manage_token) gives the reminder its manage link and the review request
 * its filled-in form; without one the reminder has no manage link and the review form opens empty.
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
  const manageUrl = manageUrlFor(base.siteUrl, manageToken);
  const rendered = renderBookingEmail(
    email.kind,
    {
      ...emailBookingFromRow(booking, extras.data, details),
      manageUrl,
      reviewUrl: `${base.siteUrl}${reviewPath(manageToken)}`,
    },
    { at: new Date(event.at), previousStatus: event.old_status, by: event.by },
    context,
  );
  const path = emailAudience(email.kind) === 'company' ? '/admin/bookings' : '/my-bookings';
  let link = `${base.siteUrl}${path}`;
  if (email.kind === 'review_request') link = `${base.siteUrl}${reviewPath(manageToken)}`;
  else if (email.kind === 'trip_reminder' && manageUrl) link = manageUrl;
  return {
    kind: email.kind,
    to: email.recipient,
    replyTo: email.replyTo,
    ...rendered,
    link,
  };
}
