import { compareNames } from '../format/compare-names';
import { PLACES } from './all-places';
import { OTHER_PLACE } from './fixed-endpoints';
import type { Place } from './place-types';
import { RESTAURANTS_AND_BARS } from './restaurants-and-bars';
import { ROUTE_TABLE } from './route-table';
import { TOUR_STOPS } from './tour-stops';

const BY_ID: ReadonlyMap<string, Place> = new Map(PLACES.map((place) => [place.id, place]));

/** The catalogue place with this id, or null for a free-typed place (null id) or an unknown id. */
export function findPlace(id: string | null | undefined): Place | null {
  return (id && BY_ID.get(id)) || null;
}

/** The route table's km between two places, looked up in either direction; null when absent. */
export function findRouteKm(fromId: string, toId: string): number | null {
  const entry = ROUTE_TABLE.find(
    (route) =>
      (route.fromId === fromId && route.toId === toId) ||
      (route.fromId === toId && route.toId === fromId),
  );
  return entry ? entry.km : null;
}

const byName = (a: Place, b: Place): number => compareNames(a.name, b.name);

/** Tour-form pickup choices: tour stops and restaurants/bars sorted by name, then 'Other'. */
export const TOUR_PICKUP_CHOICES: readonly Place[] = [
  ...[...TOUR_STOPS, ...RESTAURANTS_AND_BARS].sort(byName),
  OTHER_PLACE,
];

/** Tour-form multi-select checklist of tour locations, sorted by name. */
export const TOUR_LOCATION_CHOICES: readonly Place[] = [...TOUR_STOPS].sort(byName);

/** Night-out multi-select list of restaurants and venues, sorted by name. */
export const NIGHT_OUT_VENUE_CHOICES: readonly Place[] = [...RESTAURANTS_AND_BARS].sort(byName);
