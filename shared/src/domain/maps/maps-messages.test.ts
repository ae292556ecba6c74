import {
  isInBarbados,
  locationNotFoundMessage,
  MAP_SETTINGS,
  MAPS_MESSAGES,
  routeStatusMessage,
} from './maps-messages';

describe('maps messages', () => {
  it('has the exact texts', () => {
    expect(MAPS_MESSAGES).toEqual({
      noKey: 'Google Maps API key not configured. Please add a valid API key to use map features.',
      loadFailed:
        'Google Maps API failed to load. Please check your API key and internet connection.',
      unavailable: 'Google Maps is not available. Map features are disabled.',
      initFailed: 'Failed to initialize map. Please refresh the page.',
      processFailed:
        'Failed to process locations. Please ensure both addresses are valid locations in Barbados and try again.',
    });
    expect(locationNotFoundMessage('pickup', 'Nowhere 1')).toBe(
      'Unable to find precise location for pickup address: "Nowhere 1". Please provide a more specific address in Barbados.',
    );
    expect(locationNotFoundMessage('dropoff', 'X')).toContain('for dropoff address: "X"');
  });

  it.each([
    ['ZERO_RESULTS', /^No route found between /],
    ['NOT_FOUND', /^One or both locations could not be found on the map/],
    ['OVER_QUERY_LIMIT', /^Too many requests\. Please try again in a moment\.$/],
    ['REQUEST_DENIED', /^Directions service denied\. Please check API configuration\.$/],
    [
      'INVALID_REQUEST',
      /^Invalid request\. Please check the location formats and ensure both addresses are in Barbados\.$/,
    ],
    [
      'UNKNOWN_ERROR',
      /^Route calculation failed: UNKNOWN_ERROR\. Please try again with more specific addresses\.$/,
    ],
  ])('route status %s', (status, message) => {
    expect(routeStatusMessage(status)).toMatch(message);
  });

  it('a geocoder result counts only in Barbados', () => {
    expect(isInBarbados([{ short_name: 'BB', types: ['country', 'political'] }])).toBe(true);
    expect(isInBarbados([{ short_name: 'BB', types: ['locality'] }])).toBe(false);
    expect(isInBarbados([{ short_name: 'TT', types: ['country'] }])).toBe(false);
    expect(isInBarbados([])).toBe(false);
  });

  it('map defaults', () => {
    expect(MAP_SETTINGS).toMatchObject({ zoom: 11, maxZoomAfterFit: 12, infoWindowCloseMs: 3000 });
  });
});
