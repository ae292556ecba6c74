// What a customer is told about the driver who picks them up: where to meet, the free waiting, the
// links to reach the driver, and the labels. The "Your driver" e-mail and My Bookings use these (and
// later the reminders), so both say the same thing.
import { telLink } from '../mailto/support-links';

/** Free waiting after a flight lands, in minutes (airport pickups). */
export const FREE_WAITING_MINUTES = 60;

/** The labels of the driver details (the e-mail and My Bookings). */
export const DRIVER_DETAIL_LABELS = {
  heading: 'Your driver',
  driver: 'Driver',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  vehicle: 'Vehicle',
  plate: 'Plate',
  meet: 'Where to meet',
  waiting: 'Free waiting',
} as const;

/** What the customer is told about their driver (the first name only). */
export interface DriverDetails {
  firstName: string;
  phone: string;
  vehicleType: string;
  plate: string;
}

/** The trip fields that decide where the driver meets the customer. */
export interface MeetingTrip {
  tripType: string;
  pickupLocation: string;
}

/**
 * Where the driver meets the customer: at the airport the arrivals hall with a name sign, at the
 * cruise terminal the taxi area, anywhere else the pickup address as booked.
 */
export function meetingPoint(trip: MeetingTrip): string {
  if (trip.tripType === 'fromAirport') {
    return 'The arrivals hall of Grantley Adams International Airport: your driver waits there with a sign bearing your name.';
  }
  if (trip.tripType === 'fromCruise') {
    return 'The taxi area of the Bridgetown Cruise Terminal.';
  }
  return trip.pickupLocation.trim();
}

/** The free waiting of a pickup, or null when none is promised (only airport pickups have it). */
export function freeWaitingNote(tripType: string): string | null {
  return tripType === 'fromAirport'
    ? `${FREE_WAITING_MINUTES} minutes after your flight lands, free of charge.`
    : null;
}

/** The first word of a driver's full name (customers are told the first name only). */
export function driverFirstName(fullName: string): string {
  return fullName.trim().replace(/\s.*$/s, '');
}

/** The message a customer's WhatsApp chat with the driver starts with. */
export const messageToDriver = (reference: string): string =>
  `Hello! I am your passenger for booking ${reference}.`;

/** WhatsApp click-to-chat with the driver, prefilled with the booking reference. */
export function driverWhatsAppLink(phone: string, reference: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(messageToDriver(reference))}`;
}

/** A tel: link to the driver's phone. */
export const driverPhoneLink = (phone: string): string => telLink(phone);
