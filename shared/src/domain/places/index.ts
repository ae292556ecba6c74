// The places of Barbados: fixed endpoints, hotels and areas, tour stops, restaurants and bars, and
// the route table. Plain data (plus small look-ups in ./lookup.ts); see ./place-types.ts for how
// the figures were derived.
export type { Place, PlaceKind, RouteEntry } from './place-types';
export {
  AIRPORT,
  AIRPORT_ID,
  CRUISE_TERMINAL,
  CRUISE_TERMINAL_ID,
  OTHER_PLACE,
  OTHER_PLACE_ID,
} from './fixed-endpoints';
export { HOTELS_AND_AREAS } from './hotels-and-areas';
export { TOUR_STOPS } from './tour-stops';
export { RESTAURANTS_AND_BARS } from './restaurants-and-bars';
export { ROUTE_TABLE } from './route-table';
export { PLACES } from './all-places';
export {
  findPlace,
  findRouteKm,
  NIGHT_OUT_VENUE_CHOICES,
  TOUR_LOCATION_CHOICES,
  TOUR_PICKUP_CHOICES,
} from './lookup';
export { placeNameKey } from './place-name-key';
export { findPlaceByText, placeKeys, placeTextFinder } from './typed-place';
