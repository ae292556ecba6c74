// The two fixed endpoints (airport and cruise port) and the catalogue's 'Other' entry.
import type { Place } from './place-types';

export const AIRPORT_ID = 'airport';
export const CRUISE_TERMINAL_ID = 'cruise-terminal';
export const OTHER_PLACE_ID = 'other';

export const AIRPORT: Place = {
  id: AIRPORT_ID,
  name: 'Grantley Adams International Airport',
  kind: 'airport',
  parish: 'Christ Church',
  coast: 'south',
  lat: 13.0746,
  lng: -59.4925,
  kmFromAirport: 0,
  kmFromCruiseTerminal: 19.5,
};

export const CRUISE_TERMINAL: Place = {
  id: CRUISE_TERMINAL_ID,
  name: 'Bridgetown Cruise Terminal',
  kind: 'cruise-terminal',
  parish: 'St. Michael',
  coast: 'west',
  lat: 13.1058,
  lng: -59.6314,
  kmFromAirport: 19.5,
  kmFromCruiseTerminal: 0,
};

/**
 * 'Other' (the last pickup choice of the tour forms): a place we know nothing about. Its distances
 * are the fallbacks of DISTANCE_FALLBACK_KM (27 from the airport, 15 from the cruise terminal), so
 * pricing a trip to 'Other' gives the same figure as a free-typed place. Its coast and coordinates
 * (the island's centre) are placeholders: 'Other' never gets a fixed airport price and never
 * takes part in a coordinate-based estimate.
 */
export const OTHER_PLACE: Place = {
  id: OTHER_PLACE_ID,
  name: 'Other',
  kind: 'other',
  parish: 'Unknown',
  coast: 'west',
  lat: 13.1939,
  lng: -59.5432,
  kmFromAirport: 27,
  kmFromCruiseTerminal: 15,
};
