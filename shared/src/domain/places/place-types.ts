import type { Coast } from '../rates';

export type PlaceKind =
  'airport' | 'cruise-terminal' | 'hotel' | 'area' | 'tour-stop' | 'restaurant' | 'other';

/**
 * A place of the curated catalogue. `id` is lowercase kebab-case and stable: it is stored in the
 * database, so never rename one (add a new place instead).
 *
 * How the figures were derived:
 * - lat/lng: the place's pin on public map data (OpenStreetMap / Google Maps), 4 decimals (~10 m).
 * - coast is the pricing region of the fixed airport fares: Christ Church, St. Philip, St. George
 *   and St. Michael south of the Careenage (Bay Street, Garrison, Hilton) are 'south'; Bridgetown,
 *   the rest of St. Michael, St. James, St. Thomas and St. Peter's west coast are 'west'; St. Lucy
 *   and northern St. Peter (Port St. Charles, St. Nicholas Abbey) are 'north'; St. Andrew, St.
 *   Joseph, St. John and Ragged Point are 'east'.
 * - kmFromAirport / kmFromCruiseTerminal are ESTIMATED road distances, not measurements: the
 *   straight-line distance (equirectangular, 110.6 km per degree of latitude and 108.4 km per
 *   degree of longitude at 13.1 N) times a road factor per parish, rounded to the nearest 0.5 km
 *   (minimum 1). The factors were calibrated on well-known driving distances (airport to
 *   Bridgetown about 16 km, to Holetown about 28 km, to Speightstown about 37 km, to St. Lawrence
 *   Gap about 10 km, to Bathsheba about 25 km): St. Michael 1.2; Christ Church and St. Philip 1.25;
 *   St. James and St. Lucy 1.4; St. Peter and St. George 1.45; St. John 1.45; St. Andrew 1.55;
 *   St. Thomas and St. Joseph 1.6 (hilly, winding roads). The maps service's calculated distance
 *   always takes precedence over them (see pricing/distance.ts).
 */
export interface Place {
  id: string;
  name: string;
  kind: PlaceKind;
  parish: string;
  coast: Coast;
  lat: number;
  lng: number;
  kmFromAirport: number;
  kmFromCruiseTerminal: number;
}

/** Symmetric: a route from A to B is also the route from B to A. */
export interface RouteEntry {
  fromId: string;
  toId: string;
  km: number;
}
