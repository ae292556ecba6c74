/**
 * Shared setup of the create_booking() schema tests: the seeded schema database of the file and
 * calls of public.create_booking() as an actor (rolled back) or its Postgres error.
 */
import { type Database } from '../../src/db';
import {
  type BookingRow,
  createBooking,
  type CreateBookingArgs,
} from '../../src/testing/booking-rpc';
import { type Actor, asActor, pgError, setupSchemaDatabase } from './schema-db';

export interface BookingRpc {
  db: () => Database;
  book: (actor: Actor, args: CreateBookingArgs) => Promise<BookingRow>;
  bookingError: (actor: Actor, args: CreateBookingArgs) => ReturnType<typeof pgError>;
}

/** Opens the database before the file's tests (closed after them) and returns the callers. */
export function setupBookingRpc(): BookingRpc {
  const db = setupSchemaDatabase();
  const book = (actor: Actor, args: CreateBookingArgs): Promise<BookingRow> =>
    asActor(db(), actor, (tx) => createBooking(tx, args));
  return { db, book, bookingError: (actor, args) => pgError(book(actor, args)) };
}
