import type { Place } from '../places/place-types';

/** A chosen location (SPEC: name, address, coordinates, place id) plus our catalogue id. */
export interface PlaceSelection {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  /** The maps service's place id, when it came from autocomplete. */
  placeId: string | null;
  /** Our catalogue id (places/), when the location is a catalogue place. */
  catalogueId: string | null;
}

/**
 * SPEC section 5: an address without 'Barbados' (any case) or ', BB' gets ', Barbados' appended
 * (for the geocoder). Blank stays blank.
 */
export function withBarbadosSuffix(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || /barbados/i.test(trimmed) || trimmed.includes(', BB')) return trimmed;
  return `${trimmed}, Barbados`;
}

export function placeSelectionFromCatalogue(place: Place): PlaceSelection {
  return {
    name: place.name,
    address: withBarbadosSuffix(`${place.name}, ${place.parish}`),
    lat: place.lat,
    lng: place.lng,
    placeId: null,
    catalogueId: place.id,
  };
}
