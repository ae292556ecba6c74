// 'Add to calendar': an iCalendar (RFC 5545) file for a booking, with the pickup and, on a round
// trip, the return leg, in Barbados time (TZID America/Barbados, UTC-4 all year).
import { BUSINESS_TIME_ZONE, businessInstant } from '../time/business-time';
import { escapeText, joinLines } from './ics-text';

export interface CalendarBooking {
  reference: string;
  pickupLocation: string;
  dropoffLocation: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Barbados time. */
  pickupDate: string;
  pickupTime: string;
  isRoundTrip?: boolean;
  returnDate?: string | null;
  returnTime?: string | null;
  /** Expected length of each ride, for the event's end; an hour when unknown. */
  durationMinutes?: number;
  /** Extra lines for the description: vehicle, passengers, price, how to reach support. */
  details?: readonly string[];
  /** Organiser name shown in the summary, e.g. the business name. */
  businessName: string;
  /**
   * The revision of the trip (bookings.calendar_sequence): written as SEQUENCE so that a calendar
   * app moves the event of an updated file (same UID) instead of adding a second one.
   */
  sequence?: number;
}

const DEFAULT_DURATION_MINUTES = 60;
const REMINDER = '-PT2H';

/** '2026-12-01', '14:30' -> '20261201T143000' (a local date-time for TZID). */
function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** An instant as a UTC date-time: '20261123T165500Z'. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function duration(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

interface Leg {
  uid: string;
  summary: string;
  date: string;
  time: string;
  from: string;
  to: string;
}

function legsOf(booking: CalendarBooking): Leg[] {
  const outbound: Leg = {
    uid: `${booking.reference}-pickup`,
    summary: `${booking.businessName}: pickup ${booking.reference}`,
    date: booking.pickupDate,
    time: booking.pickupTime,
    from: booking.pickupLocation,
    to: booking.dropoffLocation,
  };
  const { returnDate, returnTime } = booking;
  const hasReturn =
    booking.isRoundTrip === true &&
    typeof returnDate === 'string' &&
    typeof returnTime === 'string' &&
    businessInstant(returnDate, returnTime) !== null;
  if (!hasReturn) return [outbound];
  return [
    outbound,
    {
      uid: `${booking.reference}-return`,
      summary: `${booking.businessName}: return ${booking.reference}`,
      date: returnDate,
      time: returnTime,
      from: booking.dropoffLocation,
      to: booking.pickupLocation,
    },
  ];
}

function eventLines(booking: CalendarBooking, leg: Leg, now: Date): string[] {
  const description = [
    `Booking reference: ${booking.reference}`,
    `From: ${leg.from}`,
    `To: ${leg.to}`,
    ...(booking.details ?? []),
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${leg.uid}@barbados-island-rides`,
    `DTSTAMP:${utcStamp(now)}`,
    ...(booking.sequence === undefined
      ? []
      : [`SEQUENCE:${Math.max(0, Math.floor(booking.sequence))}`]),
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localStamp(leg.date, leg.time)}`,
    `DURATION:${duration(booking.durationMinutes ?? DEFAULT_DURATION_MINUTES)}`,
    `SUMMARY:${escapeText(leg.summary)}`,
    `LOCATION:${escapeText(leg.from)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Your ride ${booking.reference} in 2 hours`)}`,
    `TRIGGER:${REMINDER}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** Barbados keeps UTC-4 all year (AST), so one STANDARD rule describes the zone completely. */
const TIME_ZONE_LINES = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0400',
  'TZNAME:AST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The .ics text of a booking. Throws when the pickup date or time is not a real Barbados
 * date-time (a booking row always has one).
 */
export function buildBookingIcs(booking: CalendarBooking, now: Date): string {
  if (businessInstant(booking.pickupDate, booking.pickupTime) === null) {
    throw new Error(`Invalid pickup date or time for ${booking.reference}`);
  }
  return joinLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${booking.businessName}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TIME_ZONE_LINES,
    ...legsOf(booking).flatMap((leg) => eventLines(booking, leg, now)),
    'END:VCALENDAR',
  ]);
}

/** 'booking-BB-123456-ABC.ics' */
export function bookingIcsFileName(reference: string): string {
  return `booking-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
