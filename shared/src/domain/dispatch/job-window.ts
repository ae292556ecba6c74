// How long a job keeps its driver and vehicle busy. The database's clash check
// (private.job_windows in supabase/migrations) applies the same rule; a test compares the two.
import { estimateDriveMinutes } from '../booking-request/drive-time';
import { businessInstant } from '../time/business-time';

/** Minutes a job occupies beyond the drive: meeting the passenger, loading, getting back on the road. */
export const JOB_BUFFER_MINUTES = 30;

/**
 * The drive estimate when a booking has no distance: an hour, more than any drive on the island
 * (end to end is about 35 km), so an unknown job never looks shorter than it is.
 */
export const UNKNOWN_DISTANCE_DRIVE_MINUTES = 60;

/** The estimated drive of a job: from its km as the booking form shows it, else the cautious hour. */
export function jobDriveMinutes(distanceKm: number | null | undefined): number {
  if (distanceKm === null || distanceKm === undefined || !Number.isFinite(distanceKm)) {
    return UNKNOWN_DISTANCE_DRIVE_MINUTES;
  }
  return estimateDriveMinutes(distanceKm);
}

/** What the window rule reads of a booking (its stored columns). */
export interface JobTimes {
  pickupDate: string;
  pickupTime: string;
  distanceKm: number | null;
  isRoundTrip: boolean;
  returnDate: string | null;
  returnTime: string | null;
}

export type JobLeg = 'outbound' | 'return';

/** The half-open time [start, end) a leg keeps its driver and vehicle busy. */
export interface JobWindow {
  leg: JobLeg;
  start: Date;
  end: Date;
}

function legWindow(
  leg: JobLeg,
  date: string,
  time: string,
  driveMinutes: number,
): JobWindow | null {
  const start = businessInstant(date, time);
  if (!start) return null;
  const end = new Date(start.getTime() + (driveMinutes + JOB_BUFFER_MINUTES) * 60_000);
  return { leg, start, end };
}

/**
 * A job occupies [pickup, pickup + estimated drive + 30 min); a round trip's return leg the same
 * from its return time (same distance back).
 */
export function jobWindows(job: JobTimes): JobWindow[] {
  const drive = jobDriveMinutes(job.distanceKm);
  const windows = [legWindow('outbound', job.pickupDate, job.pickupTime, drive)];
  if (job.isRoundTrip && job.returnDate && job.returnTime) {
    windows.push(legWindow('return', job.returnDate, job.returnTime, drive));
  }
  return windows.filter((w): w is JobWindow => w !== null);
}

/** Half-open windows overlap when each starts before the other ends: back to back is no clash. */
export function windowsOverlap(a: JobWindow, b: JobWindow): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The first pair of legs of two jobs that overlap, or null when one driver can do both. */
export function jobsClash(a: JobTimes, b: JobTimes): [JobWindow, JobWindow] | null {
  for (const left of jobWindows(a)) {
    for (const right of jobWindows(b)) {
      if (windowsOverlap(left, right)) return [left, right];
    }
  }
  return null;
}
