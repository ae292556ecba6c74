// A driver's progress on a job. The database (public.record_trip_progress) applies the same order.

/** The steps in order; 'assigned' is where every assignment starts. */
export const TRIP_STEPS = ['assigned', 'on_my_way', 'arrived', 'on_board', 'completed'] as const;

export type TripStep = (typeof TRIP_STEPS)[number];

/** The steps a driver taps, with their button labels. */
export const TRIP_STEP_LABELS: Readonly<Record<Exclude<TripStep, 'assigned'>, string>> = {
  on_my_way: 'On my way',
  arrived: 'Arrived',
  on_board: 'Passenger on board',
  completed: 'Completed',
};

export function isTripStep(value: string): value is TripStep {
  return (TRIP_STEPS as readonly string[]).includes(value);
}

/**
 * What recording `next` after `current` does: a later step moves on (a forgotten step may be left
 * out), the current step again changes nothing (a retried tap is safe), an earlier one is refused.
 */
export function tripStepMove(
  current: TripStep,
  next: TripStep,
): 'forward' | 'repeat' | 'backwards' {
  const from = TRIP_STEPS.indexOf(current);
  const to = TRIP_STEPS.indexOf(next);
  if (to === from) return 'repeat';
  return to > from ? 'forward' : 'backwards';
}

/** The step a driver taps next, or null when the trip is completed. */
export function nextTripStep(current: TripStep): Exclude<TripStep, 'assigned'> | null {
  const next = TRIP_STEPS[TRIP_STEPS.indexOf(current) + 1];
  return next === undefined || next === 'assigned' ? null : next;
}
