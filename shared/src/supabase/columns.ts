import type { Tables } from './database.types';

type BookingColumn = keyof Tables<'bookings'>;

/** 'a, b, c' as a literal type, so supabase-js still types the rows a select returns. */
export type ColumnList<Columns extends readonly string[]> = Columns extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest['length'] extends 0
    ? First
    : `${First}, ${ColumnList<Rest>}`
  : string;

/** A PostgREST select list from column names, keeping its literal type. */
export function columnList<const Columns extends readonly string[]>(
  columns: Columns,
): ColumnList<Columns> {
  return columns.join(', ') as ColumnList<Columns>;
}

/**
 * What a list of bookings shows of each one, in the customer's My Bookings and the staff's
 * bookings table alike (the details load on demand). One list, so the two cannot drift apart.
 */
export const BOOKING_SUMMARY_COLUMNS = [
  'id',
  'reference_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'pickup_location',
  'dropoff_location',
  'pickup_date',
  'pickup_time',
  'is_round_trip',
  'return_date',
  'return_time',
  'passengers',
  'suitcases',
  'vehicle_type',
  'payment_method',
  'total_price',
  'status',
  'created_at',
] as const satisfies readonly BookingColumn[];
