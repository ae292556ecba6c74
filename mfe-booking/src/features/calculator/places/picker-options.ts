// The options a place picker offers for what the visitor typed: catalogue places first, then the
// maps service's Barbados addresses (when it is available), then the typed text itself.
import {
  normaliseSearchText,
  PICKER_PLACES,
  type Place,
  type PlaceSelection,
  placeSelectionFromCatalogue,
  searchPlaces,
  withBarbadosSuffix,
} from '@bbt/shared/domain';

/** A maps-service suggestion; `resolve` fetches its coordinates when it is chosen. */
export interface MapsSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  resolve: () => Promise<PlaceSelection>;
}

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

/** The catalogue place whose name is exactly what was typed (ignoring case and punctuation). */
export function exactCatalogueMatch(text: string): Place | null {
  const wanted = normaliseSearchText(text);
  if (wanted === '') return null;
  return PICKER_PLACES.find((place) => normaliseSearchText(place.name) === wanted) ?? null;
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

/** What a text the visitor left in the box means: a catalogue place when it names one exactly. */
export function selectionForText(text: string): PlaceSelection | null {
  if (text.trim() === '') return null;
  const place = exactCatalogueMatch(text);
  return place ? placeSelectionFromCatalogue(place) : typedSelection(text);
}

export function buildOptions(text: string, suggestions: readonly MapsSuggestion[]): PickerOption[] {
  const catalogue = searchPlaces(text, PICKER_PLACES, CATALOGUE_LIMIT).map(
    (place): PickerOption => ({ kind: 'catalogue', key: `c-${place.id}`, place }),
  );
  const maps = suggestions.map((suggestion): PickerOption => ({
    kind: 'maps',
    key: `m-${suggestion.placeId}`,
    suggestion,
  }));
  const trimmed = text.trim();
  const typed: PickerOption[] =
    trimmed.length >= MIN_TYPED_LENGTH && !exactCatalogueMatch(trimmed)
      ? [{ kind: 'typed', key: 'typed', text: trimmed }]
      : [];
  return [...catalogue, ...maps, ...typed];
}

export function selectionText(selection: PlaceSelection | null): string {
  return selection ? selection.name || selection.address : '';
}
