/**
 * Reference numbers: PREFIX-NNNNNN-LLL, where NNNNNN is the last 6 digits of the
 * time in ms and LLL three random uppercase letters. BQ (quotes) and BB (bookings) came
 * first; the other forms use the same shape: TR (tour
 * requests), NO (night-out requests) and CM (contact messages without a confirmation number).
 * One shape means one pattern to validate, search and read out on the phone. With 17,576 letter
 * combinations per millisecond suffix the chance of a clash is negligible for a small business;
 * the database keeps reference_number unique anyway.
 */

export type ReferenceKind = 'quote' | 'booking' | 'tour' | 'night-out' | 'contact';

export const REFERENCE_PREFIXES: Readonly<Record<ReferenceKind, string>> = {
  quote: 'BQ',
  booking: 'BB',
  tour: 'TR',
  'night-out': 'NO',
  contact: 'CM',
};

export const REFERENCE_PATTERN = /^(BQ|BB|TR|NO|CM)-\d{6}-[A-Z]{3}$/;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `nowMs` and `random` are injectable for tests; `random` returns [0, 1) like Math.random.
 * A value of `random` outside [0, 1) is clamped to a letter; a non-finite time reads the clock.
 */
export function generateReference(
  kind: ReferenceKind,
  nowMs: number = Date.now(),
  random: () => number = Math.random,
): string {
  const ms = Number.isFinite(nowMs) ? Math.trunc(Math.abs(nowMs)) : Date.now();
  const digits = String(ms % 1_000_000).padStart(6, '0');
  let letters = '';
  for (let i = 0; i < 3; i += 1) {
    const index = Math.min(LETTERS.length - 1, Math.max(0, Math.floor(random() * LETTERS.length)));
    letters += LETTERS.charAt(index);
  }
  return `${REFERENCE_PREFIXES[kind]}-${digits}-${letters}`;
}

export function isReference(value: string, kind?: ReferenceKind): boolean {
  if (!REFERENCE_PATTERN.test(value)) return false;
  return kind === undefined || value.startsWith(`${REFERENCE_PREFIXES[kind]}-`);
}
