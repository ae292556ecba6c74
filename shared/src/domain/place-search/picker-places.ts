import { compareNames } from '../format/compare-names';
import { AIRPORT, CRUISE_TERMINAL } from '../places/fixed-endpoints';
import { HOTELS_AND_AREAS } from '../places/hotels-and-areas';
import type { Place } from '../places/place-types';

const byName = (a: Place, b: Place): number => compareNames(a.name, b.name);

/** What the calculator's place pickers offer: the airport, the cruise terminal, then hotels and areas A-Z. */
export const PICKER_PLACES: readonly Place[] = [
  AIRPORT,
  CRUISE_TERMINAL,
  ...[...HOTELS_AND_AREAS].sort(byName),
];
