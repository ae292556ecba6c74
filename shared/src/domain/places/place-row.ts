import type { Coast } from '../rates';
import type { Place, PlaceKind } from './place-types';

/**
 * The row builder of a catalogue table whose places are all of one kind. Columns: id, name,
 * parish, coast, lat, lng, km from airport, km from cruise terminal.
 */
export function placeRow(kind: PlaceKind) {
  return (
    id: string,
    name: string,
    parish: string,
    coast: Coast,
    lat: number,
    lng: number,
    kmFromAirport: number,
    kmFromCruiseTerminal: number,
  ): Place => ({ id, name, kind, parish, coast, lat, lng, kmFromAirport, kmFromCruiseTerminal });
}
