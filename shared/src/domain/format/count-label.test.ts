import { countLabel, partyLabel, pluralNoun } from './index';

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

describe('partyLabel: the passengers and suitcases of a booking', () => {
  it('counts each in its right form', () => {
    expect(partyLabel(1, 1)).toBe('1 passenger, 1 suitcase');
    expect(partyLabel(3, 0)).toBe('3 passengers, 0 suitcases');
  });
});
