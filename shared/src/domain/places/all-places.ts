import { AIRPORT, CRUISE_TERMINAL, OTHER_PLACE } from './fixed-endpoints';
import { HOTELS_AND_AREAS } from './hotels-and-areas';
import type { Place } from './place-types';
import { RESTAURANTS_AND_BARS } from './restaurants-and-bars';
import { TOUR_STOPS } from './tour-stops';

/** Every place, including AIRPORT, CRUISE_TERMINAL and 'Other' (last). */
export const PLACES: readonly Place[] = [
  AIRPORT,
  CRUISE_TERMINAL,
  ...HOTELS_AND_AREAS,
  ...TOUR_STOPS,
  ...RESTAURANTS_AND_BARS,
  OTHER_PLACE,
];
