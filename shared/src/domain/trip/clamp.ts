import { PASSENGER_LIMITS, SUITCASE_LIMITS } from '../rates';

/** Whole number within [min, max]; fractions are truncated and a non-number becomes `min`. */
export function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? max : min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Passengers are clamped to 1-20. */
export function clampPassengers(value: number): number {
  return clampInt(value, PASSENGER_LIMITS.min, PASSENGER_LIMITS.max);
}

/** Pieces of luggage are clamped to 0-20. */
export function clampSuitcases(value: number): number {
  return clampInt(value, SUITCASE_LIMITS.min, SUITCASE_LIMITS.max);
}
