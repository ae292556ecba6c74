// What the driver's phone view shows: their jobs of today and tomorrow (Barbados time) in order,
// which one is next, and where each job's trip stands.
import { businessDate } from '../time/business-time';
import { TRIP_STEP_LABELS, TRIP_STEPS, type TripStep, tripStepMove } from './trip-progress';

/** The steps a driver taps, in order. */
export type DriverStep = Exclude<TripStep, 'assigned'>;
export const DRIVER_STEPS = Object.keys(TRIP_STEP_LABELS) as DriverStep[];

/** What the day's rules read of a job (a driver_jobs row). */
export interface DriverDayJob {
  bookingId: string;
  pickupDate: string;
  pickupTime: string;
  isRoundTrip: boolean;
  returnDate: string | null;
  returnTime: string | null;
  progress: TripStep;
}

/** A job of the day with the leg that falls in it: the pickup, or a round trip's return. */
export interface DayLeg<T extends DriverDayJob> {
  job: T;
  leg: 'pickup' | 'return';
  date: string;
  time: string;
}

/** Today's and tomorrow's Barbados dates. */
export function driverDayDates(now: Date): [string, string] {
  return [businessDate(now), businessDate(now, 1)];
}

/**
 * The jobs whose pickup, or round-trip return, is today or tomorrow in Barbados, ordered by that
 * time (a round trip with both legs in the window appears at its pickup).
 */
export function jobsOfTheDay<T extends DriverDayJob>(jobs: readonly T[], now: Date): DayLeg<T>[] {
  const days = new Set(driverDayDates(now));
  const legs: DayLeg<T>[] = [];
  for (const job of jobs) {
    if (days.has(job.pickupDate)) {
      legs.push({ job, leg: 'pickup', date: job.pickupDate, time: job.pickupTime });
    } else if (job.isRoundTrip && job.returnDate && job.returnTime && days.has(job.returnDate)) {
      legs.push({ job, leg: 'return', date: job.returnDate, time: job.returnTime });
    }
  }
  return legs.sort((a, b) =>
    a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date),
  );
}

/** The job the progress buttons belong to: the first of the day not completed, or null. */
export function nextJobOf<T extends DriverDayJob>(legs: readonly DayLeg<T>[]): DayLeg<T> | null {
  return legs.find((leg) => leg.job.progress !== 'completed') ?? null;
}

/** The later of two steps (a step saved on the phone but not yet sent counts as done). */
export function laterStep(a: TripStep, b: TripStep): TripStep {
  return tripStepMove(a, b) === 'forward' ? b : a;
}

export type StepState = 'done' | 'next' | 'later';

/** Each tappable step's state at `progress`: done up to it, then the one to tap, then the rest. */
export function stepStates(progress: TripStep): { step: DriverStep; state: StepState }[] {
  const at = TRIP_STEPS.indexOf(progress);
  return DRIVER_STEPS.map((step) => {
    const index = TRIP_STEPS.indexOf(step);
    const state: StepState = index <= at ? 'done' : index === at + 1 ? 'next' : 'later';
    return { step, state };
  });
}
