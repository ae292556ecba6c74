// Test fixtures of the e-mail templates (not exported from the package).
import type { BookingEmailKind, EmailBooking, EmailContext, EmailEvent } from './email-types';
import { renderBookingEmail } from './render-booking-email';

export const CONTEXT: EmailContext = {
  businessName: 'Barbados Island Rides',
  siteUrl: 'https://rides.example.com/',
  supportEmail: 'bookings@example.com',
  phoneDisplay: '+1 246 269 9288',
  phoneE164: '+12462699288',
  whatsappNumber: '12462699288',
  serviceHours: '8:30 AM to 6:30 PM (GMT-4)',
  cardPaymentText: 'We will send you a secure card payment link by e-mail before your trip.',
  showBbd: true,
  now: new Date('2026-11-23T16:55:00Z'),
};

/** Pickup Tue 1 Dec 2026, 2:30 PM Barbados (18:30 UTC); a luxury car paid by card, with extras. */
export const BOOKING: EmailBooking = {
  reference: 'BB-123456-ABC',
  firstName: 'Carla',
  lastName: 'Customer',
  email: 'carla@example.com',
  phone: '+1 246 555 0101',
  tripType: 'fromAirport',
  pickupLocation: 'Grantley Adams International Airport',
  dropoffLocation: 'Sandy Lane',
  pickupDate: '2026-12-01',
  pickupTime: '14:30',
  isRoundTrip: false,
  returnDate: null,
  returnTime: null,
  passengers: 2,
  suitcases: 3,
  vehicleType: 'luxury',
  paymentMethod: 'credit',
  totalPrice: 110.5,
  status: 'pending',
  flightDetails: 'BA2155 from London Gatwick',
  guestName: 'Carla Customer',
  guestPhone: '+1 246 555 0101',
  extras: [
    { serviceType: 'fast_track_adults', quantity: 2, price: 70 },
    { serviceType: 'car_seats', quantity: 1, price: 10 },
  ],
  driver: { firstName: 'Dwayne', phone: '+1 246 555 0106', vehicleType: 'luxury', plate: 'L 3003' },
};

/** The booking was made a week ahead: more than 48 hours before pickup. */
export const CREATED: EmailEvent = {
  at: new Date('2026-11-23T16:55:00Z'),
  previousStatus: null,
  by: 'customer',
};

/** An instant `hours` before the pickup of BOOKING. */
export const hoursBeforePickup = (hours: number): Date =>
  new Date(Date.parse('2026-12-01T18:30:00Z') - hours * 3_600_000);

/** Everything a customer types, hostile. */
export const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=\'alert(1)\'>';

/** A kind rendered for BOOKING at CREATED in CONTEXT, each with the given fields changed. */
export const render = (
  kind: BookingEmailKind,
  booking: Partial<EmailBooking> = {},
  event: Partial<typeof CREATED> = {},
  context: Partial<typeof CONTEXT> = {},
) =>
  renderBookingEmail(
    kind,
    { ...BOOKING, ...booking },
    { ...CREATED, ...event },
    { ...CONTEXT, ...context },
  );
