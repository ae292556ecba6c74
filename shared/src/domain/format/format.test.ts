import {
  formatBbd,
  formatBookedOn,
  formatCurrency,
  formatDate,
  formatDateAndTime,
  formatInstant,
  formatMoney,
  formatShortInstant,
  formatTime,
  formatUsd,
} from './index';

describe('money', () => {
  it('writes USD with the BBD amount at the 2:1 peg, cents only when there are some', () => {
    expect(formatMoney(85)).toBe('US$85 (BDS$170)');
    expect(formatMoney(85.5)).toBe('US$85.50 (BDS$171)');
    expect(formatMoney(1234)).toBe('US$1,234 (BDS$2,468)');
    expect(formatMoney(85, { showBbd: false })).toBe('US$85');
    expect(formatUsd(0.5)).toBe('US$0.50');
    expect(formatBbd(10)).toBe('BDS$20');
    expect(formatCurrency(-3, '$')).toBe('-$3');
    expect(formatCurrency(7)).toBe('US$7');
  });
});

describe('Barbados dates and times', () => {
  it('spells dates and 12-hour times the same everywhere', () => {
    expect(formatDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatTime('14:05')).toBe('2:05 PM');
    expect(formatDateAndTime('2026-12-01', '00:30')).toBe('Tue, 1 Dec 2026 at 12:30 AM');
  });

  it('writes an instant in Barbados time (UTC-4)', () => {
    expect(formatInstant('2026-11-23T18:05:00Z')).toBe('Mon, 23 Nov 2026, 2:05 PM');
    expect(formatInstant(new Date('2026-11-24T02:00:00Z'))).toBe('Mon, 23 Nov 2026, 10:00 PM');
    expect(formatInstant('not a date')).toBe('not a date');
    expect(formatShortInstant('2026-12-12T13:00:00Z')).toBe('12 Dec, 09:00');
    expect(formatShortInstant(new Date('2026-12-01T02:30:00Z'))).toBe('30 Nov, 22:30');
    expect(formatShortInstant('not a date')).toBe('not a date');
    expect(formatBookedOn('2026-11-23T18:05:00Z')).toBe('Booked on Mon, 23 Nov 2026, 2:05 PM');
  });
});
