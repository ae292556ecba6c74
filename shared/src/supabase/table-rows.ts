import type { Tables } from './database.types';

/** One row of each table the apps read, under one name everywhere. */
export type BookingRow = Tables<'bookings'>;
export type AdditionalServiceRow = Tables<'additional_services'>;
