// Sample inputs for the e-mail builder tests.
import { quote } from '../pricing/quote';
import type { NightOutRequest, TourRequest } from '../validation/request-schemas';
import type { ContactForm } from '../validation/message-schemas';
import type { CancelledBooking } from './cancellation-mails';
import type { BookingSummary } from './booking-summary-mail';

export const INBOX = 'bookings@example.com';
export const CANCELLED_AT = new Date('2026-11-30T18:30:00Z'); // 14:30 Barbados

const person = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  countryCode: '+1',
  areaCode: '246',
  phoneNumber: '555 0100',
  date: '2026-12-02',
  pickupTime: '09:00',
  pickupLocation: 'Sandy Lane',
  additionalRequests: 'Child seat for a 4-year-old, please.',
};

export const TOUR: TourRequest = {
  ...person,
  adults: 2,
  children: 1,
  transportationType: 'standard',
  selectedLocations: ['harrisons-cave', 'bathsheba-soup-bowl'],
};

export const NIGHT_OUT: NightOutRequest = {
  ...person,
  adults: 4,
  returnTime: '23:30',
  selectedVenues: ['the-cliff'],
};

export const CONTACT: ContactForm = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  contact: '',
  service: 'wedding',
  confirmationNumber: '',
  message: 'Do you decorate the car for weddings?',
};

export const BOOKING: CancelledBooking = {
  reference_number: 'BB-567890-ABC',
  first_name: 'Ann',
  last_name: 'Lee',
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Sandy Lane',
  pickup_date: '2026-12-02',
  pickup_time: '16:45',
  vehicle_type: 'luxury',
  total_price: 110,
};

export const SUMMARY: BookingSummary = {
  reference: 'BB-567890-ABC',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+1 246 555 0100',
  tripType: 'fromAirport',
  pickupName: 'Grantley Adams International Airport',
  dropoffName: 'Sandy Lane',
  pickupDate: '2026-12-02',
  pickupTime: '16:45',
  isRoundTrip: true,
  returnDate: '2026-12-09',
  returnTime: '03:00',
  passengers: 2,
  suitcases: 3,
  vehicleType: 'luxury',
  travelDetails: 'BA2155 from London Gatwick',
  guestName: 'Ann Lee',
  guestPhone: '+1 246 555 0100',
  paymentMethod: 'credit',
  price: quote({
    vehicleType: 'luxury',
    passengers: 2,
    suitcases: 3,
    tripType: 'fromAirport',
    pickupPlaceId: null,
    dropoffPlaceId: 'sandy-lane',
    isRoundTrip: true,
    pickupTime: '16:45',
    returnTime: '03:00',
    extras: { carSeats: 1, fastTrackAdults: 2 },
  }),
};
