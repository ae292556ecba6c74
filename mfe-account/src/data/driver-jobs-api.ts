// The driver's reads and writes: their jobs through the driver_jobs view (never bookings: no prices,
// only their own rows), whether they are an active driver, and record_trip_progress.
import { fetchIsDriver, getSupabase } from '@bbt/shared';
import { isTripStep, type DriverDayJob, type DriverStep, type TripStep } from '@bbt/shared/domain';

/** One job as the page shows it (a driver_jobs row). */
export interface DriverJob extends DriverDayJob {
  reference: string;
  passengerName: string;
  passengerPhone: string;
  passengers: number;
  suitcases: number;
  childSeats: number;
  supermarketStop: boolean;
  tripType: string;
  flightDetails: string | null;
  pickupLocation: string;
  dropoffLocation: string;
  vehiclePlate: string;
  stepTimes: Partial<Record<DriverStep, string>>;
}

export const DRIVER_JOB_COLUMNS =
  'booking_id, reference_number, pickup_date, pickup_time, is_round_trip, return_date, return_time, passenger_name, passenger_phone, passengers, suitcases, child_seats, supermarket_stop, trip_type, flight_details, pickup_location, dropoff_location, vehicle_plate, progress, on_my_way_at, arrived_at, on_board_at, completed_at';

interface StepTimesRow {
  on_my_way_at?: string | null;
  arrived_at?: string | null;
  on_board_at?: string | null;
  completed_at?: string | null;
}

export interface DriverJobRow extends StepTimesRow {
  booking_id: string | null;
  reference_number: string | null;
  pickup_date: string | null;
  pickup_time: string | null;
  is_round_trip: boolean | null;
  return_date: string | null;
  return_time: string | null;
  passenger_name: string | null;
  passenger_phone: string | null;
  passengers: number | null;
  suitcases: number | null;
  child_seats: number | null;
  supermarket_stop: boolean | null;
  trip_type: string | null;
  flight_details: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
  vehicle_plate: string | null;
  progress: string | null;
}

/** The recorded time of each step done (an assignment or a driver_jobs row). */
export function stepTimesOf(row: StepTimesRow): Partial<Record<DriverStep, string>> {
  const times: Partial<Record<DriverStep, string>> = {};
  if (row.on_my_way_at) times.on_my_way = row.on_my_way_at;
  if (row.arrived_at) times.arrived = row.arrived_at;
  if (row.on_board_at) times.on_board = row.on_board_at;
  if (row.completed_at) times.completed = row.completed_at;
  return times;
}

export const progressOf = (value: string | null | undefined): TripStep =>
  value && isTripStep(value) ? value : 'assigned';

export function driverJobOf(row: DriverJobRow): DriverJob {
  return {
    bookingId: row.booking_id ?? '',
    reference: row.reference_number ?? '',
    pickupDate: row.pickup_date ?? '',
    pickupTime: (row.pickup_time ?? '').slice(0, 5),
    isRoundTrip: row.is_round_trip ?? false,
    returnDate: row.return_date,
    returnTime: row.return_time ? row.return_time.slice(0, 5) : null,
    passengerName: row.passenger_name ?? '',
    passengerPhone: row.passenger_phone ?? '',
    passengers: row.passengers ?? 0,
    suitcases: row.suitcases ?? 0,
    childSeats: row.child_seats ?? 0,
    supermarketStop: row.supermarket_stop ?? false,
    tripType: row.trip_type ?? '',
    flightDetails: row.flight_details,
    pickupLocation: row.pickup_location ?? '',
    dropoffLocation: row.dropoff_location ?? '',
    vehiclePlate: row.vehicle_plate ?? '',
    progress: progressOf(row.progress),
    stepTimes: stepTimesOf(row),
  };
}

/** The signed-in driver's upcoming jobs (the view returns only theirs, from today on). */
export async function loadDriverJobs(): Promise<DriverJob[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('driver_jobs')
    .select(DRIVER_JOB_COLUMNS)
    .order('pickup_date')
    .order('pickup_time');
  if (error) throw error;
  return ((data ?? []) as DriverJobRow[]).map(driverJobOf);
}

/** Whether the signed-in user has an active drivers row. */
export async function checkIsDriver(userId: string): Promise<boolean> {
  const client = await getSupabase();
  return fetchIsDriver(client, userId);
}

/** The assignment after a step: where the trip stands and when each step was recorded. */
export interface RecordedProgress {
  bookingId: string;
  progress: TripStep;
  stepTimes: Partial<Record<DriverStep, string>>;
}

export type StepResult =
  { ok: true; recorded: RecordedProgress } | { ok: false; status: number; message?: string };

/** Records one step; never throws (no answer is `status: 0`). Repeating a step changes nothing. */
export async function recordTripStep(bookingId: string, step: DriverStep): Promise<StepResult> {
  try {
    const client = await getSupabase();
    const { data, error, status } = await client.rpc('record_trip_progress', {
      p_booking_id: bookingId,
      p_step: step,
    });
    if (error || !data) return { ok: false, status: error ? status : 500, message: error?.message };
    const row = data as StepTimesRow & { booking_id: string; progress: string };
    return {
      ok: true,
      recorded: {
        bookingId: row.booking_id,
        progress: progressOf(row.progress),
        stepTimes: stepTimesOf(row),
      },
    };
  } catch {
    return { ok: false, status: 0 };
  }
}
