import { countLabel, pluralNoun } from './index';

describe('countLabel: a count with the noun in its right form', () => {
  it.each([
    [0, '0 pieces of luggage'],
    [1, '1 piece of luggage'],
    [2, '2 pieces of luggage'],
    [14, '14 pieces of luggage'],
  ])('%i -> %s', (count, text) => {
    expect(countLabel(count, 'piece of luggage', 'pieces of luggage')).toBe(text);
  });

  it('groups thousands the US way', () => {
    expect(countLabel(1200, 'booking', 'bookings')).toBe('1,200 bookings');
  });

  it('pluralNoun gives the noun alone, for texts that place the count elsewhere', () => {
    expect(pluralNoun(1, 'booking', 'bookings')).toBe('booking');
    expect(pluralNoun(0, 'booking', 'bookings')).toBe('bookings');
    expect(pluralNoun(1.5, 'hour', 'hours')).toBe('hours');
  });
});
