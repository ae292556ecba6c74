/**
 * Builds `mailto:` links that never exceed MAX_MAILTO_LENGTH characters after encoding (SPEC
 * section 8 treats longer content as an error). When a link would be too long, user-supplied text
 * is shortened, lowest `shrinkOrder` first (free text, then lists, then short fields, then the
 * subject), to the longest prefix that fits, ending in SHORTENED_MARKER; the result lists what was
 * shortened so the UI can say so. Nothing is dropped silently.
 */

export const MAX_MAILTO_LENGTH = 1800;
export const SHORTENED_MARKER = '... [shortened]';
export const LINE_BREAK = '\r\n';

/** Shrink order: free text first, then lists, then other user fields, the subject last. */
export const SHRINK = { freeText: 1, list: 2, field: 3, subject: 4 } as const;

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
  const to = encodeURI(wellFormed(draft.to));
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
