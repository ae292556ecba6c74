// The day board's rules over what the data layer read: one job per leg on the day, the order
// (unassigned first, then assigned, cancelled last, each in pickup order), and the selects' choices
// (active drivers and vehicles that fit, marked busy by the job-window rule).
import {
  additionalServiceCountLabel,
  businessDate,
  businessInstant,
  jobWindows,
  type JobTimes,
  type JobWindow,
  vehicleFitProblem,
  vehicleTitle,
  windowsOverlap,
  type VehicleType,
} from '@bbt/shared/domain';

import type {
  AssignmentRow,
  DispatchBookingRow,
  DispatchDay,
  DriverRow,
  VehicleRow,
} from '../../data/dispatch-api';

export type DayLeg = 'outbound' | 'return';

export interface DayJob {
  /** booking id + leg: unique on the board. */
  key: string;
  booking: DispatchBookingRow;
  leg: DayLeg;
  /** 'HH:MM' of this leg. */
  time: string;
  from: string;
  to: string;
  extras: string[];
  /** Extras as stored, for the manifest. */
  childSeats: number;
  supermarketStop: boolean;
  assignment: AssignmentRow | null;
  cancelled: boolean;
  /** Cancelled or completed: the database refuses a change. */
  locked: boolean;
}

export const hhmm = (time: string): string => time.slice(0, 5);

/** Items per key, each list in the items' order (Map.groupBy is too new for every browser here). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function jobTimes(booking: DispatchBookingRow): JobTimes {
  return {
    pickupDate: booking.pickup_date,
    pickupTime: hhmm(booking.pickup_time),
    distanceKm: booking.distance_km === null ? null : Number(booking.distance_km),
    isRoundTrip: booking.is_round_trip,
    returnDate: booking.return_date,
    returnTime: booking.return_time ? hhmm(booking.return_time) : null,
  };
}

const windowCache = new WeakMap<DispatchBookingRow, JobWindow[]>();

/**
 * jobWindows() of a booking row, worked out once per row the data layer read: the choices of a
 * busy day ask for the windows of every assigned nearby job once per job, driver and vehicle
 * (200 jobs: some 50,000 calls, half a second).
 */
function windowsOf(booking: DispatchBookingRow): JobWindow[] {
  let windows = windowCache.get(booking);
  if (!windows) {
    windows = jobWindows(jobTimes(booking));
    windowCache.set(booking, windows);
  }
  return windows;
}

/** The legs of the day, unassigned first, then assigned, cancelled last; each in time order. */
export function dayJobs(day: DispatchDay, date: string): DayJob[] {
  const assignments = new Map(day.assignments.map((row) => [row.booking_id, row]));
  const extrasOf = groupBy(day.extras, (row) => row.booking_id);
  const jobs: DayJob[] = [];
  for (const booking of day.bookings) {
    const extras = extrasOf.get(booking.id) ?? [];
    const base = {
      booking,
      extras: extras.map((row) => additionalServiceCountLabel(row.service_type, row.quantity)),
      childSeats: extras.find((row) => row.service_type === 'car_seats')?.quantity ?? 0,
      supermarketStop: extras.some((row) => row.service_type === 'supermarket_stop'),
      assignment: assignments.get(booking.id) ?? null,
      cancelled: booking.status === 'cancelled',
      locked: booking.status === 'cancelled' || booking.status === 'completed',
    };
    if (booking.pickup_date === date) {
      jobs.push({
        ...base,
        key: `${booking.id}:outbound`,
        leg: 'outbound',
        time: hhmm(booking.pickup_time),
        from: booking.pickup_location,
        to: booking.dropoff_location,
      });
    }
    if (booking.is_round_trip && booking.return_date === date && booking.return_time) {
      jobs.push({
        ...base,
        key: `${booking.id}:return`,
        leg: 'return',
        time: hhmm(booking.return_time),
        from: booking.dropoff_location,
        to: booking.pickup_location,
      });
    }
  }
  const group = (job: DayJob) => (job.cancelled ? 2 : job.assignment ? 1 : 0);
  return jobs.sort(
    (a, b) =>
      group(a) - group(b) ||
      a.time.localeCompare(b.time) ||
      a.booking.reference_number.localeCompare(b.booking.reference_number),
  );
}

/** A job that still needs a driver: not cancelled or completed, and unassigned. */
export const needsDriver = (job: DayJob): boolean => !job.locked && job.assignment === null;

export interface Choice {
  value: string;
  label: string;
}

/** Where a driver or vehicle is already busy during this booking's legs: '(busy 10:00–11:30, BB-…)'. */
function busyNote(
  windows: readonly JobWindow[],
  others: readonly { booking: DispatchBookingRow }[],
): string {
  for (const other of others) {
    for (const theirs of windowsOf(other.booking)) {
      if (windows.some((mine) => windowsOverlap(mine, theirs))) {
        const start = clock(theirs.start);
        const end = clock(theirs.end);
        return ` (busy ${start}–${end}, ${other.booking.reference_number})`;
      }
    }
  }
  return '';
}

const clock = (instant: Date) => {
  const shifted = new Date(instant.getTime() - 4 * 3_600_000);
  return shifted.toISOString().slice(11, 16);
};

/**
 * Every leg the data layer read, on the day and the days either side: what may keep a driver or
 * vehicle busy during one of the day's jobs (a late job's window runs past midnight).
 */
export function nearbyJobs(day: DispatchDay, date: string): DayJob[] {
  return [shiftDate(date, -1), date, shiftDate(date, 1)].flatMap((d) => dayJobs(day, d));
}

interface AssignedIndex {
  /** The assigned, not cancelled bookings among the jobs (one entry each), per driver id. */
  byDriver: Map<string, DayJob[]>;
  /** The same, per vehicle id. */
  byVehicle: Map<string, DayJob[]>;
}

const assignedCache = new WeakMap<readonly DayJob[], AssignedIndex>();

/**
 * Who is on which job among `jobs`, worked out once per list (which must not change once passed):
 * the choices of a busy day ask it for every job. Filtering the nearby legs again for each job,
 * driver and vehicle cost a 200-job board (600 nearby legs, 20 drivers, 20 vehicles) over a million
 * leg visits per render.
 */
function assignedIndex(jobs: readonly DayJob[]): AssignedIndex {
  let index = assignedCache.get(jobs);
  if (!index) {
    const seen = new Set<string>();
    const assigned = jobs.filter((job) => {
      if (job.cancelled || !job.assignment || seen.has(job.booking.id)) return false;
      seen.add(job.booking.id);
      return true;
    });
    index = {
      byDriver: groupBy(assigned, (job) => job.assignment?.driver_id ?? ''),
      byVehicle: groupBy(assigned, (job) => job.assignment?.vehicle_id ?? ''),
    };
    assignedCache.set(jobs, index);
  }
  return index;
}

/** The other bookings among `jobs` that keep the driver or vehicle `id` (see assignedIndex). */
function othersOn(byId: Map<string, DayJob[]>, id: string, bookingId: string): DayJob[] {
  return (byId.get(id) ?? []).filter((other) => other.booking.id !== bookingId);
}

/** Active drivers, each marked busy when another nearby job (see nearbyJobs) keeps them then. */
export function driverChoices(
  drivers: readonly DriverRow[],
  job: DayJob,
  jobs: readonly DayJob[],
): Choice[] {
  const windows = windowsOf(job.booking);
  const { byDriver } = assignedIndex(jobs);
  return drivers
    .filter((driver) => driver.active || driver.id === job.assignment?.driver_id)
    .map((driver) => ({
      value: driver.id,
      label: driver.full_name + busyNote(windows, othersOn(byDriver, driver.id, job.booking.id)),
    }));
}

/** Active vehicles that fit the booking's class, seats and luggage, each marked busy as drivers. */
export function vehicleChoices(
  vehicles: readonly VehicleRow[],
  job: DayJob,
  jobs: readonly DayJob[],
): Choice[] {
  const windows = windowsOf(job.booking);
  const { byVehicle } = assignedIndex(jobs);
  const party = {
    vehicleType: job.booking.vehicle_type as VehicleType,
    passengers: job.booking.passengers,
    suitcases: job.booking.suitcases,
  };
  return vehicles
    .filter(
      (vehicle) =>
        (vehicle.active || vehicle.id === job.assignment?.vehicle_id) &&
        vehicleFitProblem(
          {
            vehicleType: vehicle.vehicle_type as VehicleType,
            seats: vehicle.seats,
            luggage: vehicle.luggage,
          },
          party,
        ) === null,
    )
    .map((vehicle) => ({
      value: vehicle.id,
      label:
        `${vehicle.plate} · ${vehicleTitle(vehicle.vehicle_type)}` +
        busyNote(windows, othersOn(byVehicle, vehicle.id, job.booking.id)),
    }));
}

/** The day before or after a 'YYYY-MM-DD' date. */
export function shiftDate(date: string, days: number): string {
  const noon = businessInstant(date, '12:00');
  return noon ? businessDate(noon, days) : date;
}

/** The board's date from the URL, or today in Barbados. */
export function boardDate(param: string | null, now: Date): string {
  return param && businessInstant(param, '12:00') ? param : businessDate(now);
}
