// The maps part of the error catalogue and the Barbados-only checks.

export const MAPS_MESSAGES = {
  noKey: 'Google Maps API key not configured. Please add a valid API key to use map features.',
  loadFailed: 'Google Maps API failed to load. Please check your API key and internet connection.',
  unavailable: 'Google Maps is not available. Map features are disabled.',
  initFailed: 'Failed to initialize map. Please refresh the page.',
  processFailed:
    'Failed to process locations. Please ensure both addresses are valid locations in Barbados and try again.',
} as const;

export type RouteEnd = 'pickup' | 'dropoff';

/** 'Unable to find precise location for pickup address: "{address}". ...' */
export function locationNotFoundMessage(end: RouteEnd, address: string): string {
  return `Unable to find precise location for ${end} address: "${address}". Please provide a more specific address in Barbados.`;
}

/** The message of a directions status other than OK. */
export function routeStatusMessage(status: string): string {
  switch (status) {
    case 'ZERO_RESULTS':
      return 'No route found between these locations. Please check both addresses.';
    case 'NOT_FOUND':
      return 'One or both locations could not be found on the map. Please check both addresses.';
    case 'OVER_QUERY_LIMIT':
      return 'Too many requests. Please try again in a moment.';
    case 'REQUEST_DENIED':
      return 'Directions service denied. Please check API configuration.';
    case 'INVALID_REQUEST':
      return 'Invalid request. Please check the location formats and ensure both addresses are in Barbados.';
    default:
      return `Route calculation failed: ${status}. Please try again with more specific addresses.`;
  }
}

export const BARBADOS_REGION = 'BB';

/** A geocoder result counts only when its country component is Barbados (short name BB). */
export function isInBarbados(
  components: readonly { short_name: string; types: readonly string[] }[],
): boolean {
  return components.some(
    (component) => component.types.includes('country') && component.short_name === BARBADOS_REGION,
  );
}

/** Map defaults. */
export const MAP_SETTINGS = {
  center: { lat: 13.1939, lng: -59.5432 },
  zoom: 11,
  maxZoomAfterFit: 12,
  infoWindowCloseMs: 3_000,
} as const;
