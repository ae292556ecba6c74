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
  if (tripType === 'fromAirport') return 'airport';
  if (tripType === 'fromCruise') return 'cruise-terminal';
  return null;
}

/** The catalogue id a trip type fixes at its drop-off, or null. */
export function fixedDropoffId(tripType: TripType | null): string | null {
  if (tripType === 'toAirport') return 'airport';
  if (tripType === 'toCruise') return 'cruise-terminal';
  return null;
}
