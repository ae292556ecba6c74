// Loads the Google Maps JavaScript API once per page, with the key from runtime config, only when
// the calculator asks for it (after the visitor touches a place picker). The loader package itself
// is a separate chunk, so nothing of the maps service is on the home page's first paint.

export interface MapsApi {
  maps: google.maps.MapsLibrary;
  places: google.maps.PlacesLibrary;
  geocoding: google.maps.GeocodingLibrary;
  routes: google.maps.RoutesLibrary;
  marker: google.maps.MarkerLibrary;
  core: google.maps.CoreLibrary;
}

/** The script loaded but the API it defines is not usable. */
export class MapsUnavailableError extends Error {}

let loading: Promise<MapsApi> | null = null;

function isUsable(api: MapsApi): boolean {
  return (
    typeof api.maps.Map === 'function' &&
    typeof api.geocoding.Geocoder === 'function' &&
    typeof api.routes.DirectionsService === 'function'
  );
}

async function load(key: string): Promise<MapsApi> {
  const { setOptions, importLibrary } = await import(
    /* webpackChunkName: "maps-loader" */ '@googlemaps/js-api-loader'
  );
  setOptions({ key, v: 'weekly', region: 'BB', language: 'en' });
  const [maps, places, geocoding, routes, marker, core] = await Promise.all([
    importLibrary('maps'),
    importLibrary('places'),
    importLibrary('geocoding'),
    importLibrary('routes'),
    importLibrary('marker'),
    importLibrary('core'),
  ]);
  const api: MapsApi = { maps, places, geocoding, routes, marker, core };
  if (!isUsable(api)) throw new MapsUnavailableError('Google Maps is not available');
  return api;
}

/** The one load of the page; a failed load stays failed (the panel offers Refresh Page). */
export function loadMapsApi(key: string): Promise<MapsApi> {
  loading ??= load(key);
  return loading;
}
