import { findPlace } from '../places/lookup';
import type { Place } from '../places/place-types';
import { findPlaceByText } from '../places/typed-place';

/** A chosen location (name, address, coordinates, place id) plus our catalogue id. */
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
 * An address without 'Barbados' (any case) or ', BB' gets ', Barbados' appended
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

/** A location's text for the booking row: its name, or the typed address when it has no name. */
export function selectionLocationText(selection: PlaceSelection | null | undefined): string {
  return (selection?.name.trim() || selection?.address.trim()) ?? '';
}

/**
 * The catalogue id a location is priced and booked with: its own catalogue id, else the catalogue
 * place its text names (a typed 'Hastings, Christ Church' is Hastings), else null. The booking
 * function resolves p_*_place_id and p_*_location the same way.
 */
export function selectionPlaceId(selection: PlaceSelection | null | undefined): string | null {
  if (!selection) return null;
  const place =
    findPlace(selection.catalogueId) ?? findPlaceByText(selectionLocationText(selection));
  return place?.id ?? null;
}
