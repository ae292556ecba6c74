// Barbados-only address suggestions from the maps service (Places API autocomplete data), for the
// place pickers' list under our own catalogue matches.
import { findPlaceByText, type PlaceSelection } from '@bbt/shared/domain';

import type { MapsApi } from './maps-loader';

/** A maps-service suggestion; `resolve` fetches its coordinates when it is chosen. */
export interface MapsSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  resolve: () => Promise<PlaceSelection>;
}

const MAX_SUGGESTIONS = 4;

async function resolvePrediction(
  prediction: google.maps.places.PlacePrediction,
): Promise<PlaceSelection> {
  const place = prediction.toPlace();
  await place.fetchFields({ fields: ['displayName', 'formattedAddress', 'location'] });
  const name = place.displayName ?? prediction.mainText?.text ?? prediction.text.text;
  const catalogue = findPlaceByText(name);
  return {
    name,
    address: place.formattedAddress ?? prediction.text.text,
    lat: place.location?.lat() ?? null,
    lng: place.location?.lng() ?? null,
    placeId: place.id,
    catalogueId: catalogue?.id ?? null,
  };
}

/** A suggest function for the pickers, sharing one autocomplete session until a place is chosen. */
export function createPlaceSuggester(api: MapsApi) {
  let session = new api.places.AutocompleteSessionToken();
  return async (input: string): Promise<MapsSuggestion[]> => {
    const { suggestions } = await api.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      includedRegionCodes: ['bb'],
      region: 'bb',
      sessionToken: session,
    });
    return suggestions
      .map((suggestion) => suggestion.placePrediction)
      .filter((prediction): prediction is google.maps.places.PlacePrediction => prediction !== null)
      .slice(0, MAX_SUGGESTIONS)
      .map((prediction) => ({
        placeId: prediction.placeId,
        mainText: prediction.mainText?.text ?? prediction.text.text,
        secondaryText: prediction.secondaryText?.text ?? 'Barbados',
        resolve: async () => {
          const selection = await resolvePrediction(prediction);
          session = new api.places.AutocompleteSessionToken();
          return selection;
        },
      }));
  };
}
