import { AIRPORT, CRUISE_TERMINAL } from '../places/fixed-endpoints';
import { HOTELS_AND_AREAS } from '../places/hotels-and-areas';
import type { Place } from '../places/place-types';

const byName = (a: Place, b: Place): number => a.name.localeCompare(b.name, 'en');

/** What the calculator's place pickers offer: the airport, the cruise terminal, then hotels and areas A-Z. */
export const PICKER_PLACES: readonly Place[] = [
  AIRPORT,
  CRUISE_TERMINAL,
  ...[...HOTELS_AND_AREAS].sort(byName),
];
