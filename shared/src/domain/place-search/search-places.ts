// The place pickers' search over the catalogue (hotels, areas and the two fixed endpoints), used
// with and without the maps service: typing 'st law' finds St. Lawrence Gap, 'crane' The Crane.
import type { Place } from '../places/place-types';

/** Lower case, accents and punctuation removed, 'saint' read as 'st'. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

/** 0: the name starts with the query; 1: a word of the name starts with a query word; 2: elsewhere; null: no match. */
function rank(place: Place, words: readonly string[]): number | null {
  const name = normaliseSearchText(place.name);
  const haystack = `${name} ${normaliseSearchText(place.parish)}`;
  if (!words.every((word) => haystack.includes(word))) return null;
  const query = words.join(' ');
  if (name.startsWith(query)) return 0;
  const parts = name.split(' ');
  return parts.some((part) => words.some((word) => part.startsWith(word))) ? 1 : 2;
}

/** Up to `limit` places matching every word of `query`, best first; a blank query lists the first ones. */
export function searchPlaces(query: string, places: readonly Place[], limit = 8): Place[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return places.slice(0, limit);
  return places
    .map((place, index) => ({ place, index, rank: rank(place, words) }))
    .filter((entry): entry is { place: Place; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.place);
}
