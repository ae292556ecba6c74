// Tests only: the signed-in customer's four bookings My Bookings' page tests render (pending,
// confirmed inside 24 hours, completed, cancelled), as the bookings read returns them.
import { businessClockTime, businessDate } from '@bbt/shared/domain';

import type { CustomerBookingRow } from '../data/customer-booking';

const DAY_MS = 86_400_000;
const daysAhead = (days: number) => businessDate(new Date(Date.now() + days * DAY_MS));
/** Twelve hours from now, in Barbados time: inside the 24-hour band whatever the clock says. */
const inTwelveHours = new Date(Date.now() + DAY_MS / 2);

export function row(overrides: Partial<CustomerBookingRow>): CustomerBookingRow {
  return {
    id: 'b1',
    reference_number: 'BB-100001-CUP',
    user_id: '00000000-0000-4000-a000-000000000001',
    first_name: 'Carla',
    last_name: 'Customer',
    email: 'customer@example.com',
    phone: '+1 246 555 0101',
    pickup_location: 'Grantley Adams International Airport',
    dropoff_location: 'Sandy Lane',
    pickup_date: daysAhead(10),
    pickup_time: '14:30',
    is_round_trip: false,
    return_date: null,
    return_time: null,
    passengers: 2,
    suitcases: 3,
    vehicle_type: 'luxury',
    payment_method: 'credit',
    total_price: 110,
    status: 'pending',
    flight_details: 'BA2155 from London Gatwick',
    guest_name: 'Carla Customer',
    guest_phone_number: '+1 246 555 0101',
    trip_type: 'fromAirport',
    created_at: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

export const BOOKINGS = [
  row({}),
  row({
    id: 'b2',
    reference_number: 'BB-100002-CUC',
    status: 'confirmed',
    vehicle_type: 'premium',
    pickup_location: 'Holetown',
    dropoff_location: 'Grantley Adams International Airport',
    pickup_date: businessDate(inTwelveHours),
    pickup_time: businessClockTime(inTwelveHours),
  }),
  row({
    id: 'b3',
    reference_number: 'BB-100003-CUD',
    status: 'completed',
    pickup_location: 'Holetown',
  }),
  row({ id: 'b4', reference_number: 'BB-100004-CUX', status: 'cancelled' }),
];
