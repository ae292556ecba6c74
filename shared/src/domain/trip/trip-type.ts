import { AIRPORT_ID, CRUISE_TERMINAL_ID } from '../places/fixed-endpoints';

export type TripType = 'fromAirport' | 'toAirport' | 'fromCruise' | 'toCruise' | 'inland';

export const TRIP_TYPES: readonly TripType[] = [
  'fromAirport',
  'toAirport',
  'fromCruise',
  'toCruise',
  'inland',
];

export const TRIP_TYPE_LABELS: Readonly<Record<TripType, string>> = {
  fromAirport: 'From the airport',
  toAirport: 'To the airport',
  fromCruise: 'From the cruise terminal',
  toCruise: 'To the cruise terminal',
  inland: 'Inland',
};

/** The catalogue id a trip type fixes at its pickup, or null. */
export function fixedPickupId(tripType: TripType | null): string | null {
  if (tripType === 'fromAirport') return AIRPORT_ID;
  if (tripType === 'fromCruise') return CRUISE_TERMINAL_ID;
  return null;
}

/** The catalogue id a trip type fixes at its drop-off, or null. */
export function fixedDropoffId(tripType: TripType | null): string | null {
  if (tripType === 'toAirport') return AIRPORT_ID;
  if (tripType === 'toCruise') return CRUISE_TERMINAL_ID;
  return null;
}
