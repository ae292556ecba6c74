// The flight-or-ship field of a trip, named after the trip type (calculator and manage page).

const AIRPORT_TYPES: readonly string[] = ['fromAirport', 'toAirport'];
const CRUISE_TYPES: readonly string[] = ['fromCruise', 'toCruise'];

/** Flight for airport trips, ship for cruise trips, either otherwise. */
export function travelDetailsLabel(trip: { tripType: string | null }): string {
  if (AIRPORT_TYPES.includes(trip.tripType ?? '')) return 'Flight details';
  if (CRUISE_TYPES.includes(trip.tripType ?? '')) return 'Ship details';
  return 'Flight or ship details';
}

export function travelDetailsPlaceholder(trip: { tripType: string | null }): string {
  if (AIRPORT_TYPES.includes(trip.tripType ?? '')) return 'e.g., BA2155 landing 2:30 PM';
  if (CRUISE_TYPES.includes(trip.tripType ?? '')) return 'e.g., Celebrity Beyond';
  return 'Flight number or ship name';
}
