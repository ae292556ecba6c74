// Tests only: the reads My Bookings' page tests answer with, and a card found as a person finds it.
import { screen } from '@testing-library/react';

import type { CustomerBookingRow, ExtraRow } from '../data/customer-booking';
import { BOOKINGS } from './customer-bookings';
import type { FakeSupabase } from './fake-supabase';

/** A booking's card, by its reference. */
export const bookingCard = (reference: string) =>
  screen.getByRole('article', { name: new RegExp(reference) });

/** The fixture's first booking's one extra (two child car seats). */
export const CAR_SEATS: ExtraRow = {
  booking_id: 'b1',
  service_type: 'car_seats',
  quantity: 2,
  price: 30,
};

/** Forgets the recorded queries and answers the page's three reads. */
export function answerMyBookings(
  fake: FakeSupabase,
  bookings: readonly CustomerBookingRow[] = BOOKINGS,
  extras: readonly ExtraRow[] = [CAR_SEATS],
): void {
  fake.queries.length = 0;
  fake.answer('bookings.select', { data: bookings, error: null });
  fake.answer('my_booking_extras.rpc', { data: extras, error: null });
  fake.answer('my_booking_drivers.rpc', { data: [], error: null });
}
