// The options a place picker offers for what the visitor typed: catalogue places first, then the
// maps service's Barbados addresses (when it is available), then the typed text itself.
import {
  findPlaceByText,
  PICKER_PLACES,
  type Place,
  type PlaceSelection,
  placeSelectionFromCatalogue,
  searchPlaces,
  withBarbadosSuffix,
} from '@bbt/shared/domain';

import type { MapsSuggestion } from '../maps/place-suggestions';

export type PickerOption =
  | { kind: 'catalogue'; key: string; place: Place }
  | { kind: 'maps'; key: string; suggestion: MapsSuggestion }
  | { kind: 'typed'; key: string; text: string };

export const CATALOGUE_LIMIT = 6;
export const MIN_TYPED_LENGTH = 3;

const KIND_LABELS: Readonly<Record<Place['kind'], string>> = {
  airport: 'Airport',
  'cruise-terminal': 'Cruise terminal',
  hotel: 'Hotel',
  area: 'Area',
  'tour-stop': 'Sight',
  restaurant: 'Restaurant',
  other: 'Other',
};

export function catalogueDescription(place: Place): string {
  return `${KIND_LABELS[place.kind]}, ${place.parish}`;
}

export function typedSelection(text: string): PlaceSelection {
  return {
    name: text.trim(),
    address: withBarbadosSuffix(text),
    lat: null,
    lng: null,
    placeId: null,
    catalogueId: null,
  };
}

/**
 * What a text the visitor left in the box means: the catalogue place it names (with or without
 * its parish and ', Barbados'; see findPlaceByText), exactly as if chosen from the list.
 */
export function selectionForText(text: string): PlaceSelection | null {
  if (text.trim() === '') return null;
  const place = findPlaceByText(text);
  return place ? placeSelectionFromCatalogue(place) : typedSelection(text);
}

export function buildOptions(text: string, suggestions: readonly MapsSuggestion[]): PickerOption[] {
  // The place the text names comes first, even when the search (hotels and areas, words of the
  // name and parish) misses it: 'Hastings, Barbados', or a sight or restaurant of the catalogue.
  const named = findPlaceByText(text);
  const found = searchPlaces(text, PICKER_PLACES, CATALOGUE_LIMIT);
  const places = named
    ? [named, ...found.filter((place) => place.id !== named.id)].slice(0, CATALOGUE_LIMIT)
    : found;
  const catalogue = places.map((place): PickerOption => ({
    kind: 'catalogue',
    key: `c-${place.id}`,
    place,
  }));
  const maps = suggestions.map((suggestion): PickerOption => ({
    kind: 'maps',
    key: `m-${suggestion.placeId}`,
    suggestion,
  }));
  const trimmed = text.trim();
  const typed: PickerOption[] =
    trimmed.length >= MIN_TYPED_LENGTH && !named
      ? [{ kind: 'typed', key: 'typed', text: trimmed }]
      : [];
  return [...catalogue, ...maps, ...typed];
}

export function selectionText(selection: PlaceSelection | null): string {
  return selection ? selection.name || selection.address : '';
}
