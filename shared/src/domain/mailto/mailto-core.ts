/**
 * Builds `mailto:` links that never exceed MAX_MAILTO_LENGTH characters after encoding (longer
 * content is an error). Two ways to stay within it:
 * - exactMailto (booking requests): the link as written or MailtoTooLongError, which says which
 *   free text to shorten and by how many characters; mailtoAllowance gives the room left before.
 * - buildMailto (messages, cancellations, summaries): user-supplied text is shortened, lowest
 *   `shrinkOrder` first (free text, then lists, then short fields, then the subject), to the
 *   longest prefix that fits, ending in SHORTENED_MARKER; the result lists what was shortened so
 *   the UI can say so. Nothing is dropped silently.
 */

export const MAX_MAILTO_LENGTH = 1800;
export const SHORTENED_MARKER = '... [shortened]';
export const LINE_BREAK = '\r\n';

/** Shrink order: free text first, then lists, then other user fields, the subject last. */
export const SHRINK = { freeText: 1, list: 2, field: 3, subject: 4 } as const;

/** How blank free text and a list with no item are written. */
export const EMPTY_TEXT = 'None';
export const EMPTY_LIST = '- None';

export interface MailPart {
  /** Printed before the value as 'Label: value'; a part without a label is a line of its own. */
  label?: string;
  value: string;
  /** Omit for fixed text the builder writes itself (never shortened). */
  shrinkOrder?: number;
  /** What to call the part when reporting that it was shortened (defaults to the label). */
  name?: string;
}

export interface MailtoDraft {
  to: string;
  subject: MailPart;
  body: MailPart[];
}

export interface MailtoResult {
  href: string;
  subject: string;
  body: string;
  shortened: boolean;
  /** Labels (or 'subject') of the parts that were shortened, in the order they were. */
  shortenedParts: string[];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replaces lone surrogates (which encodeURIComponent rejects) with U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The recipient of a mailto: link, percent-encoded whole (RFC 6068) so that a `?`, `&`, `#`, `,`
 * or `%` in a configured address stays part of the address and cannot start the query, add a
 * header (cc, bcc, body) or a second recipient. `@` and `+` are left as written, for people.
 */
export function mailtoRecipient(address: string): string {
  return encodeURIComponent(wellFormed(address)).replace(/%40/g, '@').replace(/%2B/g, '+');
}

const partText = (part: MailPart): string =>
  part.label === undefined ? part.value : `${part.label}: ${part.value}`;

function render(to: string, subject: MailPart, body: MailPart[]): MailtoResult {
  const bodyText = body.map(partText).join(LINE_BREAK);
  const href = `mailto:${to}?subject=${encodeURIComponent(subject.value)}&body=${encodeURIComponent(bodyText)}`;
  return { href, subject: subject.value, body: bodyText, shortened: false, shortenedParts: [] };
}

/** The longest prefix (in code points) of `chars` that fits once the marker is added. */
function fit(chars: string[], fits: (value: string) => boolean): string {
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join('') + SHORTENED_MARKER)) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join('') + SHORTENED_MARKER;
}

export function buildMailto(draft: MailtoDraft): MailtoResult {
  const to = mailtoRecipient(draft.to);
  const clean = (part: MailPart): MailPart => ({ ...part, value: wellFormed(part.value) });
  const parts = [clean(draft.subject), ...draft.body.map(clean)];
  const current = (): MailtoResult => render(to, parts[0] as MailPart, parts.slice(1));
  const fitsLimit = (): boolean => current().href.length <= MAX_MAILTO_LENGTH;

  const order = parts
    .map((part, index) => ({ index, shrinkOrder: part.shrinkOrder }))
    .filter(
      (entry): entry is { index: number; shrinkOrder: number } => entry.shrinkOrder !== undefined,
    )
    .sort((a, b) => a.shrinkOrder - b.shrinkOrder || a.index - b.index);

  const shortenedParts: string[] = [];
  for (const { index } of order) {
    if (fitsLimit()) break;
    const part = parts[index] as MailPart;
    const chars = Array.from(part.value);
    if (chars.length <= SHORTENED_MARKER.length) continue;
    const tryValue = (value: string): boolean => {
      parts[index] = { ...part, value };
      return fitsLimit();
    };
    const value = fit(chars, tryValue);
    parts[index] = { ...part, value };
    shortenedParts.push(index === 0 ? 'subject' : (part.name ?? part.label ?? 'text'));
  }
  if (!fitsLimit()) {
    throw new Error(`mailto address too long for a ${MAX_MAILTO_LENGTH}-character link`);
  }
  return { ...current(), shortened: shortenedParts.length > 0, shortenedParts };
}

/** What to shorten so a link fits: `characters` taken off the end of the free text `name`. */
export interface MailtoShortening {
  name: string;
  characters: number;
}

/** A link that would be longer than MAX_MAILTO_LENGTH; nothing was cut. */
export class MailtoTooLongError extends Error {
  constructor(
    /** How many link characters too long it is. */
    readonly over: number,
    /** The first free text that, shortened, makes it fit; null when none can alone. */
    readonly shorten: MailtoShortening | null,
    /** Names of the lists (chosen places) in the e-mail that are not empty. */
    readonly lists: string[],
  ) {
    super(`mailto link ${over} characters over the ${MAX_MAILTO_LENGTH}-character limit`);
    this.name = 'MailtoTooLongError';
  }
}

function cleanDraft(draft: MailtoDraft): { to: string; parts: MailPart[] } {
  const clean = (part: MailPart): MailPart => ({ ...part, value: wellFormed(part.value) });
  return {
    to: mailtoRecipient(draft.to),
    parts: [clean(draft.subject), ...draft.body.map(clean)],
  };
}

const renderParts = (to: string, parts: MailPart[]): MailtoResult =>
  render(to, parts[0] as MailPart, parts.slice(1));

/**
 * The fewest code points to take off the end of parts[index] for the link to fit, keeping at
 * least one (an emptied free text is written as a placeholder the builder chooses); null when
 * that is not enough.
 */
function charactersToRemove(to: string, parts: MailPart[], index: number): number | null {
  const part = parts[index] as MailPart;
  const chars = Array.from(part.value);
  const fits = (kept: number): boolean => {
    const trial = parts.slice();
    trial[index] = { ...part, value: chars.slice(0, kept).join('') };
    return renderParts(to, trial).href.length <= MAX_MAILTO_LENGTH;
  };
  if (chars.length === 0 || !fits(1)) return null;
  // The longest prefix that fits: a longer prefix never makes a shorter link.
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return chars.length - low;
}

/** Free text the visitor wrote (not the placeholder for none). */
const isFreeText = (part: MailPart): boolean =>
  part.shrinkOrder === SHRINK.freeText && part.value !== EMPTY_TEXT;

/** The link exactly as drafted; MailtoTooLongError (saying what to shorten) when too long. */
export function exactMailto(draft: MailtoDraft): MailtoResult {
  const { to, parts } = cleanDraft(draft);
  const result = renderParts(to, parts);
  const over = result.href.length - MAX_MAILTO_LENGTH;
  if (over <= 0) return result;
  let shorten: MailtoShortening | null = null;
  for (const [index, part] of parts.entries()) {
    if (!isFreeText(part)) continue;
    const characters = charactersToRemove(to, parts, index);
    if (characters !== null) {
      shorten = { name: part.name ?? part.label ?? 'text', characters };
      break;
    }
  }
  const lists = parts
    .filter((part) => part.shrinkOrder === SHRINK.list && part.value !== EMPTY_LIST)
    .map((part) => part.name ?? part.label ?? 'list');
  throw new MailtoTooLongError(over, shorten, lists);
}

/**
 * The room the free text `name` has in the link, given the rest of the draft, counted as if it
 * were blank (the placeholder for none gives way to the first character typed): >= 0, how many
 * more characters fit (letters and digits; a space or an accented letter takes more room once
 * encoded); < 0, how many characters to take off its end (or, when that cannot be enough, how many
 * link characters too long it is).
 */
export function mailtoAllowance(draft: MailtoDraft, name: string): number {
  const { to, parts } = cleanDraft(draft);
  const index = parts.findIndex(
    (part) => part.shrinkOrder === SHRINK.freeText && part.name === name,
  );
  const part = parts[index];
  if (part?.value === EMPTY_TEXT) parts[index] = { ...part, value: '' };
  const room = MAX_MAILTO_LENGTH - renderParts(to, parts).href.length;
  if (room >= 0) return room;
  const characters = index < 0 ? null : charactersToRemove(to, parts, index);
  return -(characters ?? -room);
}
