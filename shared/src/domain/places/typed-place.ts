// A typed text that names a catalogue place IS that place: typing 'hastings christ church,
// barbados' prices and books exactly like choosing Hastings from the list. Mirrored by
// private.place_id_for_text() in supabase/migrations.
import { PLACES } from './all-places';
import type { Place } from './place-types';
import { placeNameKey } from './place-name-key';

/** The keys a place answers to: its name alone, and its name followed by its parish. */
export function placeKeys(place: Place): string[] {
  return [placeNameKey(place.name), placeNameKey(`${place.name} ${place.parish}`)];
}

/**
 * The finder of the place a typed name or address names among `places` (see placeNameKey for what
 * is ignored). A key shared by two places (one name in two parishes) names neither: then only the
 * name with its parish does. 'Other' is a placeholder, not a place: typing 'other' names nothing.
 */
export function placeTextFinder(
  places: readonly Place[],
): (text: string | null | undefined) => Place | null {
  const index = new Map<string, Place[]>();
  for (const place of places) {
    if (place.kind === 'other') continue;
    for (const key of new Set(placeKeys(place))) {
      index.set(key, [...(index.get(key) ?? []), place]);
    }
  }
  return (text) => {
    const key = placeNameKey(text ?? '');
    const named = key === '' ? undefined : index.get(key);
    return (named?.length === 1 && named[0]) || null;
  };
}

/** The catalogue place a typed name or address names, or null (see placeTextFinder). */
export const findPlaceByText = placeTextFinder(PLACES);
