// The parts every booking e-mail shares: the trip, the price and payment, the cancellation terms,
// the support links, the calendar file and the small print.
import { bookingCalendarDetails } from '../calendar/booking-calendar-details';
import { bookingIcsFileName, buildBookingIcs } from '../calendar/booking-ics';
import { tripTypeLabel, vehicleTitle } from '../bookings/booking-labels';
import { countLabel } from '../format/count-label';
import { formatDateAndTime, formatInstant } from '../format/date-format';
import { formatMoney } from '../format/money-format';
import { additionalServiceLabel } from '../pricing/quote-types';
import { chatLink, supportMailLink, telLink } from '../mailto/support-links';
import {
  REFUND_POLICY,
  type RefundBand,
  type RefundOutcome,
  refundFor,
} from '../refunds/refund-policy';
import { button, type EmailBlock, type EmailLink, fact, facts } from './email-blocks';
import type {
  EmailAttachment,
  EmailBooking,
  EmailContext,
  EmailEvent,
  EmailExtraLine,
} from './email-types';

const HOUR_MS = 3_600_000;

export const fullName = (b: EmailBooking): string => `${b.firstName} ${b.lastName}`;

/** 'Tue, 1 Dec 2026 at 2:30 PM' */
export const pickupWhen = (b: EmailBooking): string =>
  formatDateAndTime(b.pickupDate, b.pickupTime);

export const money = (amount: number, context: EmailContext): string =>
  formatMoney(amount, { showBbd: context.showBbd });

function returnLeg(b: EmailBooking): string | null {
  if (!b.isRoundTrip || !b.returnDate || !b.returnTime) return null;
  return `${formatDateAndTime(b.returnDate, b.returnTime)}, ${b.dropoffLocation} to ${b.pickupLocation}`;
}

function guest(b: EmailBooking): string | null {
  const parts = [b.guestName, b.guestPhone].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The whole trip, as the customer booked it. */
export function tripFacts(b: EmailBooking, title = 'Your trip'): EmailBlock {
  return facts(title, [
    fact('Reference', b.reference),
    fact('Trip', tripTypeLabel(b.tripType)),
    fact('From', b.pickupLocation),
    fact('To', b.dropoffLocation),
    fact('Pickup', `${pickupWhen(b)} (Barbados time)`),
    fact('Return', returnLeg(b)),
    fact('Passengers', String(b.passengers)),
    fact('Luggage', countLabel(b.suitcases, 'piece', 'pieces')),
    fact('Vehicle', vehicleTitle(b.vehicleType)),
    fact('Guest', guest(b)),
    fact('Flight or ship', b.flightDetails),
  ]);
}

/** The customer's own contact details (for the company's notices). */
export function customerFacts(b: EmailBooking): EmailBlock {
  return facts('Customer', [
    fact('Name', fullName(b)),
    fact('E-mail', b.email),
    fact('Phone', b.phone),
  ]);
}

/** How the customer pays; the company's notices name the method only. */
function paymentText(b: EmailBooking, context: EmailContext, forCompany: boolean): string {
  if (b.paymentMethod === 'cash') return 'Cash, paid to the driver on the day';
  return forCompany ? 'Credit card' : `Credit card. ${context.cardPaymentText}`;
}

const extraLine = (line: EmailExtraLine, context: EmailContext) =>
  fact(
    `${additionalServiceLabel(line.serviceType)} x ${line.quantity}`,
    money(line.price, context),
  );

/** The extras, the server's total in USD (with BBD) and how it is paid. */
export function priceFacts(b: EmailBooking, context: EmailContext, forCompany = false): EmailBlock {
  return facts('Price', [
    ...b.extras.map((line) => extraLine(line, context)),
    fact('Total', money(b.totalPrice, context)),
    fact('Payment', paymentText(b, context, forCompany)),
  ]);
}

const inBarbados = (instant: Date): string => `${formatInstant(instant)} (Barbados time)`;

/** The refund policy applied to this booking from `at` on, with the deadlines in Barbados time. */
export function cancellationTerms(b: EmailBooking, at: Date): string {
  const outcome = refundFor({
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    vehicleType: b.vehicleType,
    status: 'pending',
    totalPrice: b.totalPrice,
    cancelAt: at,
  });
  if (outcome.band === 'non-refundable') return 'Economy rides are non-refundable.';
  const charge = `${REFUND_POLICY.partialChargePercent}%`;
  const gap = REFUND_POLICY.fullRefundMoreThanHours - REFUND_POLICY.partialRefundFromHours;
  // A refundable booking with a readable pickup always has the deadline.
  const freeUntil = outcome.freeCancellationUntil as Date;
  const partialUntil = new Date(freeUntil.getTime() + gap * HOUR_MS);
  switch (outcome.band) {
    case 'full':
      return (
        `Free cancellation until ${inBarbados(freeUntil)}. After that, cancelling costs ${charge} ` +
        `of the price until ${inBarbados(partialUntil)}; later cancellations are not refunded.`
      );
    case 'partial':
      return (
        `Cancelling now costs ${charge} of the price until ${inBarbados(partialUntil)}; ` +
        'later cancellations are not refunded.'
      );
    default:
      return 'Your pickup is less than 24 hours away: a cancellation now is not refunded.';
  }
}

/** What the customer gets back after cancelling at event.at (card payments only). */
function customerRefund(b: EmailBooking, event: EmailEvent): RefundOutcome {
  return refundFor({
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    vehicleType: b.vehicleType,
    status: event.previousStatus ?? 'pending',
    totalPrice: b.totalPrice,
    cancelAt: event.at,
    cancelledBy: 'customer',
  });
}

const REFUND_TEXT: Readonly<Record<RefundBand, (o: RefundOutcome, c: EmailContext) => string>> = {
  full: (o, c) => `Full refund: ${money(o.refundAmount, c)}.`,
  partial: (o, c) =>
    `Refund: ${money(o.refundAmount, c)} (${o.refundPercent}%; the cancellation charge is ${money(o.chargeAmount, c)}).`,
  none: () => 'No refund is due: the booking was cancelled less than 24 hours before pickup.',
  'non-refundable': () => 'Economy rides are non-refundable, so no refund is due.',
  'already-cancelled': () => 'This booking was already cancelled.',
};

/** The refund sentence of a cancellation: by the policy for the customer's own cancellation. */
export function refundText(b: EmailBooking, event: EmailEvent, context: EmailContext): string {
  if (b.paymentMethod === 'cash') {
    return 'This booking was to be paid in cash to the driver, so there is nothing to refund.';
  }
  if (event.by === 'staff') {
    return `Any refund due under our refund policy is paid within ${REFUND_POLICY.refundPaidWithinDays} days.`;
  }
  const outcome = customerRefund(b, event);
  const text = REFUND_TEXT[outcome.band](outcome, context);
  return outcome.refundAmount > 0
    ? `${text} It is paid within ${REFUND_POLICY.refundPaidWithinDays} days.`
    : text;
}

export const siteLink = (context: EmailContext, path: string): string =>
  `${context.siteUrl.replace(/\/+$/, '')}${path}`;

export const myBookingsButton = (context: EmailContext): EmailBlock =>
  button('View My Bookings', siteLink(context, '/my-bookings'));

/** 'Manage your booking' (the booking's manage link), when the e-mail carries one. */
export const manageBookingButtons = (b: EmailBooking): EmailBlock[] =>
  b.manageUrl ? [button('Manage your booking', b.manageUrl)] : [];

/** Phone, e-mail and WhatsApp, the chat message prefilled with the reference. */
export function supportLinks(context: EmailContext, reference: string): EmailBlock {
  const links: EmailLink[] = [
    { label: 'Call', href: telLink(context.phoneE164), text: context.phoneDisplay },
    {
      label: 'E-mail',
      href: supportMailLink(context.supportEmail, reference),
      text: context.supportEmail,
    },
    { label: 'WhatsApp', href: chatLink(context.whatsappNumber, reference), text: 'Message us' },
  ];
  return {
    type: 'links',
    title: `Questions? We answer ${context.serviceHours}`,
    links,
  };
}

/** The .ics file of the booking: the pickup and, on a round trip, the return, in Barbados time. */
export function calendarAttachment(b: EmailBooking, context: EmailContext): EmailAttachment {
  const content = buildBookingIcs(
    {
      reference: b.reference,
      pickupLocation: b.pickupLocation,
      dropoffLocation: b.dropoffLocation,
      pickupDate: b.pickupDate,
      pickupTime: b.pickupTime,
      isRoundTrip: b.isRoundTrip,
      returnDate: b.returnDate,
      returnTime: b.returnTime,
      businessName: context.businessName,
      ...(b.calendarSequence === undefined ? {} : { sequence: b.calendarSequence }),
      details: bookingCalendarDetails(
        b,
        { phoneDisplay: context.phoneDisplay, email: context.supportEmail },
        (amount) => money(amount, context),
      ),
    },
    context.now,
  );
  return {
    filename: bookingIcsFileName(b.reference),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  };
}

export function customerFooter(context: EmailContext, b: EmailBooking): string[] {
  return [
    `${context.businessName}, Barbados. ${context.phoneDisplay}, ${context.supportEmail}.`,
    `You receive this e-mail because booking ${b.reference} was made with ${b.email} at ${context.siteUrl}.`,
    `To see it in My Bookings, sign in (or create an account) with ${b.email}.`,
  ];
}

export function companyFooter(context: EmailContext): string[] {
  return [`Sent by the ${context.businessName} booking system (${context.siteUrl}).`];
}
