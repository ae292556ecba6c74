import {
  type AdditionalServiceRow,
  type AppSupabaseClient,
  BOOKING_SUMMARY_COLUMNS,
  type BookingRow,
  columnList,
  getSupabase,
  type Tables,
} from '@bbt/shared';
import type { BookingStatus } from '@bbt/shared/domain';

import { type BookingsQuery, SORT_COLUMNS } from './bookings-request';
import { MAX_ROWS_PER_REQUEST, RANGE_NOT_SATISFIABLE } from './every-row';
import { BOOKING_SEARCH_COLUMN, loweredSearchFilters } from './search-filter';
import { ApiCallError, must } from './supabase-errors';

export type BookingExtra = AdditionalServiceRow;
export type BookingEvent = Tables<'booking_events'>;

/** What the table shows of each booking (everything else loads with the detail dialog). */
const LIST_COLUMNS = columnList(BOOKING_SUMMARY_COLUMNS);
export type BookingListRow = Pick<BookingRow, (typeof BOOKING_SUMMARY_COLUMNS)[number]>;

/** The CSV's columns and nothing more, for the export of every matching row. */
const CSV_COLUMN_NAMES = [
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
  'passengers',
  'suitcases',
  'vehicle_type',
  'total_price',
  'status',
] as const;
const CSV_COLUMNS = columnList(CSV_COLUMN_NAMES);
export type BookingCsvRow = Pick<BookingRow, (typeof CSV_COLUMN_NAMES)[number]>;

type Filters = Pick<BookingsQuery, 'status' | 'search' | 'sort' | 'direction'>;

/** A bookings select with the page's filters and order applied (count: exact when asked). */
function selectBookings<Columns extends string>(
  client: AppSupabaseClient,
  columns: Columns,
  filters: Filters,
  count: boolean,
) {
  let query = client.from('bookings').select(columns, count ? { count: 'exact' } : undefined);
  if (filters.status !== 'all') query = query.eq('status', filters.status);
  for (const word of loweredSearchFilters(filters.search, BOOKING_SEARCH_COLUMN))
    query = query.or(word);
  for (const column of SORT_COLUMNS[filters.sort]) {
    query = query.order(column, { ascending: filters.direction === 'asc' });
  }
  return query.order('id', { ascending: true });
}

export interface BookingsPage {
  rows: BookingListRow[];
  total: number;
}

/** One page of the table, with the exact number of bookings matching the filters. */
export async function fetchBookingsPage(query: BookingsQuery): Promise<BookingsPage> {
  const from = (query.page - 1) * query.pageSize;
  const client = await getSupabase();
  const { data, error, count } = await selectBookings(client, LIST_COLUMNS, query, true).range(
    from,
    from + query.pageSize - 1,
  );
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // A page past the end (the list shrank, or an old link): no rows, and the real total.
    const counted = await selectBookings(client, 'id', query, true).limit(1);
    if (counted.error) throw new ApiCallError(counted.error);
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw new ApiCallError(error);
  return { rows: (data ?? []) as unknown as BookingListRow[], total: count ?? 0 };
}

/**
 * Every booking matching the filters (not just the visible page), read a page of 1,000 at a time
 * in the table's order; `onProgress` hears how many have arrived of how many.
 */
export async function fetchAllMatchingBookings(
  filters: Filters,
  onProgress: (loaded: number, total: number) => void = () => undefined,
): Promise<BookingCsvRow[]> {
  const client = await getSupabase();
  const rows: BookingCsvRow[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const first = rows.length === 0;
    const { data, error, count } = await selectBookings(client, CSV_COLUMNS, filters, first).range(
      rows.length,
      rows.length + MAX_ROWS_PER_REQUEST - 1,
    );
    if (error) throw new ApiCallError(error);
    const page = (data ?? []) as unknown as BookingCsvRow[];
    if (count !== null) total = count;
    rows.push(...page);
    onProgress(rows.length, total);
    if (page.length === 0) break;
  }
  return rows;
}

/** Sets any of the four statuses (staff, by RLS); the row as stored afterwards. */
export async function updateBookingStatus(
  id: string,
  status: BookingStatus,
): Promise<Pick<BookingRow, 'id' | 'status'>> {
  const client = await getSupabase();
  const rows = must(
    await client.from('bookings').update({ status }).eq('id', id).select('id, status'),
  );
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: no row changed' });
  return row;
}

/** Deletes a booking (admins and above, by RLS); a refusal matches no row and is reported so. */
export async function deleteBooking(id: string): Promise<void> {
  const client = await getSupabase();
  const rows = must(await client.from('bookings').delete().eq('id', id).select('id'));
  if (rows.length === 0) {
    throw new ApiCallError({ code: '42501', message: 'permission denied: no row deleted' });
  }
}

export interface BookingDetail {
  booking: BookingRow;
  extras: BookingExtra[];
  events: BookingEvent[];
  /** Names of the drivers and vehicles its dispatch events refer to (id → name, id → plate). */
  fleet: { drivers: Map<string, string>; vehicles: Map<string, string> };
}

/** The driver and vehicle ids in dispatch events' details ({from, to}: {driver_id, vehicle_id}). */
function fleetIdsOf(events: readonly BookingEvent[]): { drivers: string[]; vehicles: string[] } {
  const drivers = new Set<string>();
  const vehicles = new Set<string>();
  for (const event of events) {
    const details = event.details as Record<string, unknown> | null;
    for (const side of [details?.from, details?.to]) {
      if (!side || typeof side !== 'object') continue;
      const { driver_id: driver, vehicle_id: vehicle } = side as Record<string, unknown>;
      if (typeof driver === 'string') drivers.add(driver);
      if (typeof vehicle === 'string') vehicles.add(vehicle);
    }
  }
  return { drivers: [...drivers], vehicles: [...vehicles] };
}

async function fleetNames(
  client: AppSupabaseClient,
  events: readonly BookingEvent[],
): Promise<BookingDetail['fleet']> {
  const ids = fleetIdsOf(events);
  const [drivers, vehicles] = await Promise.all([
    ids.drivers.length > 0
      ? client.from('drivers').select('id, full_name').in('id', ids.drivers)
      : { data: [], error: null },
    ids.vehicles.length > 0
      ? client.from('vehicles').select('id, plate').in('id', ids.vehicles)
      : { data: [], error: null },
  ]);
  return {
    drivers: new Map(must(drivers).map((row) => [row.id, row.full_name])),
    vehicles: new Map(must(vehicles).map((row) => [row.id, row.plate])),
  };
}

/** Every field of one booking, its extras and its audit history (oldest first). */
export async function fetchBookingDetail(id: string): Promise<BookingDetail> {
  const client = await getSupabase();
  const [booking, extras, events] = await Promise.all([
    client.from('bookings').select('*').eq('id', id).single(),
    client.from('additional_services').select('*').eq('booking_id', id).order('service_type'),
    client
      .from('booking_events')
      .select('*')
      .eq('booking_id', id)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  ]);
  const history = must(events);
  return {
    booking: must(booking),
    extras: must(extras),
    events: history,
    fleet: await fleetNames(client, history),
  };
}

/** The five newest bookings (overview). */
export async function fetchRecentBookings(): Promise<BookingListRow[]> {
  const client = await getSupabase();
  const rows = must(
    await client
      .from('bookings')
      .select(LIST_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .limit(5),
  );
  return rows as unknown as BookingListRow[];
}
