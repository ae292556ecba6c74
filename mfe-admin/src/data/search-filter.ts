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
