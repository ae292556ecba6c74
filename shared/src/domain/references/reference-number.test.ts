import * as fc from 'fast-check';
import {
  generateReference,
  isReference,
  REFERENCE_PATTERN,
  REFERENCE_PREFIXES,
  type ReferenceKind,
} from './reference-number';

const KINDS = Object.keys(REFERENCE_PREFIXES) as ReferenceKind[];
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('reference numbers', () => {
  it('BQ for quotes and BB for bookings: last 6 digits of the ms time, 3 uppercase letters', () => {
    expect(generateReference('quote', 1764614567890, sequence(0, 0.5, 0.99))).toBe('BQ-567890-ANZ');
    expect(generateReference('booking', 1764614567890, sequence(0.04, 0.08, 0.12))).toBe(
      'BB-567890-BCD',
    );
  });

  it('keeps leading zeros of the 6 digits', () => {
    expect(generateReference('booking', 1764614000042, sequence(0))).toBe('BB-000042-AAA');
  });

  it('our own prefixes: TR tour, NO night out, CM contact', () => {
    expect(generateReference('tour', 123, sequence(0))).toBe('TR-000123-AAA');
    expect(generateReference('night-out', 123, sequence(0))).toBe('NO-000123-AAA');
    expect(generateReference('contact', 123, sequence(0))).toBe('CM-000123-AAA');
  });

  it('a random source outside [0, 1) still yields letters', () => {
    expect(generateReference('quote', 1, sequence(1, -0.5, NaN))).toBe('BQ-000001-ZAA');
  });

  it('defaults to the clock and Math.random; a non-finite time reads the clock', () => {
    expect(generateReference('booking')).toMatch(/^BB-\d{6}-[A-Z]{3}$/);
    jest.spyOn(Date, 'now').mockReturnValue(1764614567890);
    try {
      expect(generateReference('quote', NaN, sequence(0))).toBe('BQ-567890-AAA');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('isReference checks the pattern and, when asked, the kind', () => {
    expect(isReference('BB-123456-ABC')).toBe(true);
    expect(isReference('BB-123456-ABC', 'booking')).toBe(true);
    expect(isReference('BB-123456-ABC', 'quote')).toBe(false);
    expect(isReference('BB-12345-ABC')).toBe(false);
    expect(isReference('bb-123456-abc')).toBe(false);
    expect(isReference('XX-123456-ABC')).toBe(false);
  });

  it('property: every reference matches its pattern, for any time and random source', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.oneof(fc.integer(), fc.double()),
        fc.array(fc.double(), { minLength: 1, maxLength: 3 }),
        (kind, now, randoms) => {
          const reference = generateReference(kind, now, sequence(...randoms));
          expect(reference).toMatch(REFERENCE_PATTERN);
          expect(isReference(reference, kind)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
