// RFC 5545 text rules: escaping of TEXT values and folding of content lines at 75 octets.

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line so no physical line exceeds 75 octets of UTF-8; continuation lines start
 * with a space (RFC 5545 3.1). Never splits a character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Joins content lines into a calendar file body: folded, CRLF-terminated. */
export function joinLines(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
