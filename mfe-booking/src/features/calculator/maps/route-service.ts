// Locating both ends (geocoding a typed address, Barbados only) and the driving route between
// them, with a message for every failure (maps-messages.ts).
import {
  BARBADOS_REGION,
  isInBarbados,
  locationNotFoundMessage,
  MAPS_MESSAGES,
  type PlaceSelection,
  type RouteEnd,
  routeStatusMessage,
  withBarbadosSuffix,
} from '@bbt/shared/domain';

import type { MapsApi } from './maps-loader';

export type LatLng = google.maps.LatLngLiteral;

export class RouteProblem extends Error {}

const geocodeCache = new Map<string, LatLng | null>();

async function geocode(api: MapsApi, address: string): Promise<LatLng | null> {
  const query = withBarbadosSuffix(address);
  if (geocodeCache.has(query)) return geocodeCache.get(query) ?? null;
  const geocoder = new api.geocoding.Geocoder();
  let found: LatLng | null = null;
  try {
    const { results } = await geocoder.geocode({ address: query, region: BARBADOS_REGION });
    const first = results[0];
    found =
      first && isInBarbados(first.address_components) ? first.geometry.location.toJSON() : null;
  } catch (error) {
    // ZERO_RESULTS rejects: the address is simply not found. Anything else is a service failure.
    const code = (error as { code?: string }).code;
    if (code !== 'ZERO_RESULTS') throw new RouteProblem(MAPS_MESSAGES.processFailed);
  }
  geocodeCache.set(query, found);
  return found;
}

/** The coordinates of one end: known for catalogue and autocomplete places, geocoded otherwise. */
export async function locate(api: MapsApi, place: PlaceSelection, end: RouteEnd): Promise<LatLng> {
  if (place.lat !== null && place.lng !== null) return { lat: place.lat, lng: place.lng };
  const point = await geocode(api, place.address || place.name);
  if (!point) throw new RouteProblem(locationNotFoundMessage(end, place.name || place.address));
  return point;
}

export interface DrivingRoute {
  km: number;
  durationText: string;
  result: google.maps.DirectionsResult;
}

/** Driving directions in metric, region BB; the first leg's metres / 1000 is the trip's km. */
export function drivingRoute(
  api: MapsApi,
  origin: LatLng,
  destination: LatLng,
): Promise<DrivingRoute> {
  const service = new api.routes.DirectionsService();
  return new Promise((resolve, reject) => {
    void service.route(
      {
        origin,
        destination,
        travelMode: api.routes.TravelMode.DRIVING,
        unitSystem: api.core.UnitSystem.METRIC,
        region: BARBADOS_REGION,
      },
      (result, status) => {
        const leg = result?.routes[0]?.legs[0];
        if (status !== api.routes.DirectionsStatus.OK || !result || !leg?.distance) {
          reject(new RouteProblem(routeStatusMessage(String(status))));
          return;
        }
        resolve({ km: leg.distance.value / 1000, durationText: leg.duration?.text ?? '', result });
      },
    );
  }).catch((error: unknown) => {
    throw error instanceof RouteProblem ? error : new RouteProblem(MAPS_MESSAGES.processFailed);
  }) as Promise<DrivingRoute>;
}
