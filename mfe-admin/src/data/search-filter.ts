// Turning a staff member's search text into PostgREST filters: every word
// must match one of the searched columns, case-insensitively, anywhere in the value. The words are
// sent as quoted values with LIKE's own wildcards escaped, so a comma, parenthesis, quote, % or _
// typed in the box is searched for literally instead of breaking the request.

/** At most this many words are searched (each adds one OR group to the query). */
export const MAX_SEARCH_WORDS = 5;
/** Longer words cannot match a column the site stores (e-mails are the longest, 254). */
const MAX_WORD_LENGTH = 254;

/** The words of a search, trimmed, without the `*` PostgREST would treat as a wildcard. */
export function searchWords(text: string): string[] {
  return text
    .replace(/\*/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** `ann` → `"*ann*"`; `50%` → `"*50\\%*"` (LIKE escape, then PostgREST's quoted-value escape). */
export function containsPattern(word: string): string {
  const like = word.replace(/[\\%_]/g, (char) => `\\${char}`);
  return `"*${like.replace(/["\\]/g, (char) => `\\${char}`)}*"`;
}

/** One `.or()` expression per word: the word appears in at least one of `columns`. */
export function searchFilters(text: string, columns: readonly string[]): string[] {
  return searchWords(text).map((word) => {
    const pattern = containsPattern(word);
    return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
  });
}

/**
 * Staff search bookings by reference, first name, last name or e-mail: bookings.search_text keeps
 * those four lowered, one per line (migration 20261126003500), so one LIKE per word replaces four
 * ILIKEs.
 */
export const BOOKING_SEARCH_COLUMN = 'search_text';

/** Only ASCII: its lowering is the same in JavaScript and in Postgres, whatever the locale. */
const ASCII = /^[\x20-\x7e]*$/;

/**
 * One filter per word over a column that keeps the searched values already lowered, one per line
 * (bookings.search_text): the word appears in one of them. A word holds no white space, so it
 * cannot match across two values; the same bookings match as with `searchFilters` over the columns
 * themselves. An ASCII word is lowered here and compared with LIKE (no per-row lowering); any other
 * word keeps ILIKE, so Postgres lowers it by its own rules.
 */
export function loweredSearchFilters(text: string, column: string): string[] {
  return searchWords(text).map((word) =>
    ASCII.test(word)
      ? `${column}.like.${containsPattern(word.toLowerCase())}`
      : `${column}.ilike.${containsPattern(word)}`,
  );
}
