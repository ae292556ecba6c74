// The distance chain (route, else straight line, else fallback); step by step in quote.ts's header.
import { AIRPORT_ID, CRUISE_TERMINAL_ID, OTHER_PLACE_ID } from '../places/fixed-endpoints';
import { findPlace, findRouteKm } from '../places/lookup';
import type { Place } from '../places/place-types';
import { DISTANCE_FALLBACK_KM } from '../rates';
import type { DistanceSource } from './quote-types';

/** A calculated distance above this is a maps error (Barbados is 34 km long) and is ignored. */
export const MAX_CALCULATED_KM = 200;
/** Straight line to road distance for two catalogue places with no better figure. */
export const ESTIMATE_ROAD_FACTOR = 1.4;
export const KM_PER_DEGREE_LAT = 110.6;
export const KM_PER_DEGREE_LNG = 108.4;

export interface ResolvedDistance {
  km: number;
  metres: number;
  source: DistanceSource;
}

function resolved(km: number, source: DistanceSource): ResolvedDistance {
  const metres = Math.round(km * 1000);
  return { km: metres / 1000, metres, source };
}

/**
 * Straight-line km (equirectangular, exact in IEEE doubles in JS and in Postgres float8) times
 * ESTIMATE_ROAD_FACTOR, rounded half up to 0.1 km: floor(x * 10 + 0.5) / 10.
 */
export function estimateRoadKm(a: Place, b: Place): number {
  const dy = (a.lat - b.lat) * KM_PER_DEGREE_LAT;
  const dx = (a.lng - b.lng) * KM_PER_DEGREE_LNG;
  const road = Math.sqrt(dy * dy + dx * dx) * ESTIMATE_ROAD_FACTOR;
  return Math.floor(road * 10 + 0.5) / 10;
}

function isUsableCalculatedKm(km: number | null | undefined): km is number {
  return typeof km === 'number' && Number.isFinite(km) && km > 0 && km <= MAX_CALCULATED_KM;
}

/** Place-table figure when one end is a fixed endpoint and the other a catalogue place. */
function placeTableKm(pickup: Place | null, dropoff: Place | null): number | null {
  if (!pickup || !dropoff) return null;
  if (pickup.id === AIRPORT_ID) return dropoff.kmFromAirport;
  if (dropoff.id === AIRPORT_ID) return pickup.kmFromAirport;
  if (pickup.id === CRUISE_TERMINAL_ID) return dropoff.kmFromCruiseTerminal;
  if (dropoff.id === CRUISE_TERMINAL_ID) return pickup.kmFromCruiseTerminal;
  return null;
}

function canEstimate(place: Place | null): place is Place {
  return place !== null && place.id !== OTHER_PLACE_ID;
}

/** Endpoint ids must already be normalised (see resolveEndpoints in quote.ts). */
export function resolveDistance(
  pickupId: string | null,
  dropoffId: string | null,
  calculatedKm: number | null | undefined,
): ResolvedDistance {
  if (isUsableCalculatedKm(calculatedKm)) return resolved(calculatedKm, 'calculated');
  const routeKm = pickupId && dropoffId ? findRouteKm(pickupId, dropoffId) : null;
  if (routeKm !== null) return resolved(routeKm, 'route-table');
  const pickup = findPlace(pickupId);
  const dropoff = findPlace(dropoffId);
  const tableKm = placeTableKm(pickup, dropoff);
  if (tableKm !== null) return resolved(tableKm, 'place-table');
  if (canEstimate(pickup) && canEstimate(dropoff)) {
    return resolved(estimateRoadKm(pickup, dropoff), 'estimate');
  }
  const touchesAirport = pickupId === AIRPORT_ID || dropoffId === AIRPORT_ID;
  const fallback = touchesAirport ? DISTANCE_FALLBACK_KM.airport : DISTANCE_FALLBACK_KM.other;
  return resolved(fallback, 'fallback');
}
