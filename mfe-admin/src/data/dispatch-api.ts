// Every read and write of the dispatch board: the day's bookings with their extras and assignment,
// the fleet, assign_booking(), and the overview's count of unassigned jobs.
import { type BookingRow, columnList, getSupabase, type Tables } from '@bbt/shared';
import { businessDate, businessInstant } from '@bbt/shared/domain';

import { everyRow } from './every-row';
import { ApiCallError, must } from './supabase-errors';

const DAY_COLUMN_NAMES = [
  'id',
  'reference_number',
  'first_name',
  'last_name',
  'phone',
  'guest_name',
  'guest_phone_number',
  'pickup_location',
  'dropoff_location',
  'pickup_date',
  'pickup_time',
  'is_round_trip',
  'return_date',
  'return_time',
  'distance_km',
  'passengers',
  'suitcases',
  'vehicle_type',
  'flight_details',
  'status',
] as const;
const DAY_COLUMNS = columnList(DAY_COLUMN_NAMES);

export type DispatchBookingRow = Pick<BookingRow, (typeof DAY_COLUMN_NAMES)[number]>;
export type DriverRow = Pick<Tables<'drivers'>, 'id' | 'full_name' | 'phone' | 'active'>;
export type VehicleRow = Pick<
  Tables<'vehicles'>,
  'id' | 'plate' | 'vehicle_type' | 'seats' | 'luggage' | 'active'
>;
export type AssignmentRow = Pick<
  Tables<'booking_assignments'>,
  'booking_id' | 'driver_id' | 'vehicle_id' | 'progress'
>;
export interface ExtraRow {
  booking_id: string;
  service_type: string;
  quantity: number;
}

export interface DispatchDay {
  bookings: DispatchBookingRow[];
  extras: ExtraRow[];
  assignments: AssignmentRow[];
  drivers: DriverRow[];
  vehicles: VehicleRow[];
}

/**
 * The bookings with a leg on the day or on the day either side (a late job's window runs past
 * midnight, so the neighbours' assignments mark drivers and vehicles busy too), their extras and
 * assignments, and the fleet: five reads at once. The window's rows are read by its dates, never by
 * a list of booking ids, so the requests stay small however busy the days are.
 */
export async function fetchDispatchDay(date: string): Promise<DispatchDay> {
  const client = await getSupabase();
  const window = { p_from: shiftDay(date, -1), p_to: shiftDay(date, 1) };
  const [bookings, extras, assignments, drivers, vehicles] = await Promise.all([
    everyRow((first, last) =>
      client
        .rpc('dispatch_bookings', window)
        .select(DAY_COLUMNS)
        .order('pickup_time', { ascending: true })
        .order('id', { ascending: true })
        .range(first, last),
    ),
    everyRow((first, last) =>
      client
        .rpc('dispatch_extras', window)
        .select('booking_id, service_type, quantity')
        .order('booking_id', { ascending: true })
        .order('service_type', { ascending: true })
        .range(first, last),
    ),
    everyRow((first, last) =>
      client
        .rpc('dispatch_assignments', window)
        .select('booking_id, driver_id, vehicle_id, progress')
        .order('booking_id', { ascending: true })
        .range(first, last),
    ),
    client.from('drivers').select('id, full_name, phone, active').order('full_name'),
    client
      .from('vehicles')
      .select('id, plate, vehicle_type, seats, luggage, active')
      .order('plate'),
  ]);
  return {
    bookings: bookings as unknown as DispatchBookingRow[],
    extras,
    assignments,
    drivers: must(drivers),
    vehicles: must(vehicles),
  };
}

/** The 'YYYY-MM-DD' day `days` after `date` in Barbados (noon keeps it clear of any midnight). */
function shiftDay(date: string, days: number): string {
  const noon = businessInstant(date, '12:00');
  return noon ? businessDate(noon, days) : date;
}

/** assign_booking(): the database checks fit, clashes and roles; null and null unassigns. */
export async function assignBooking(
  bookingId: string,
  driverId: string | null,
  vehicleId: string | null,
): Promise<AssignmentRow | null> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('assign_booking', {
    p_booking_id: bookingId,
    ...(driverId ? { p_driver_id: driverId } : {}),
    ...(vehicleId ? { p_vehicle_id: vehicleId } : {}),
  });
  if (error) throw new ApiCallError(error);
  const row = (Array.isArray(data) ? data[0] : data) as AssignmentRow | null | undefined;
  return row && row.driver_id ? row : null;
}

/**
 * Jobs that still need a driver: not cancelled or completed, no assignment, and a leg (the pickup
 * or a round trip's return) within `hours`.
 */
export async function countUnassignedSoon(now: Date, hours = 48): Promise<number> {
  const client = await getSupabase();
  const window = { p_from: businessDate(now), p_to: businessDate(now, Math.ceil(hours / 24)) };
  const [bookings, assignments] = await Promise.all([
    everyRow((first, last) =>
      client
        .rpc('dispatch_bookings', window)
        .select('id, pickup_date, pickup_time, is_round_trip, return_date, return_time')
        .in('status', ['pending', 'confirmed'])
        .order('id', { ascending: true })
        .range(first, last),
    ),
    everyRow((first, last) =>
      client
        .rpc('dispatch_assignments', window)
        .select('booking_id')
        .order('booking_id', { ascending: true })
        .range(first, last),
    ),
  ]);
  const assigned = new Set(assignments.map((row) => row.booking_id));
  const end = now.getTime() + hours * 3_600_000;
  const within = (date: string | null, time: string | null) => {
    const at = date && time ? businessInstant(date, time)?.getTime() : undefined;
    return at !== undefined && at >= now.getTime() && at < end;
  };
  return bookings.filter(
    (row) =>
      !assigned.has(row.id) &&
      (within(row.pickup_date, row.pickup_time) ||
        (row.is_round_trip && within(row.return_date, row.return_time))),
  ).length;
}
