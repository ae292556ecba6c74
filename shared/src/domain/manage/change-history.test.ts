import { BOOKING_CHANGE_KEY_LABELS, bookingChangeLabel } from './change-history';
import { BOOKING_CHANGE_KEYS } from './manage-rules';

describe('bookingChangeLabel', () => {
  it('names the changed fields in the form words, and the totals when the price moved', () => {
    expect(
      bookingChangeLabel({
        before: { pickup_time: '10:00', passengers: 2 },
        after: { pickup_time: '05:30', passengers: 3 },
        old_total: 95,
        new_total: '115.00',
      }),
    ).toBe('Changed pickup time, passengers; total US$95 → US$115');
  });

  it('leaves the totals out when the price did not move or is unreadable', () => {
    const after = { flight_details: 'BA2155' };
    expect(bookingChangeLabel({ after, old_total: 95, new_total: 95 })).toBe(
      'Changed flight or ship',
    );
    expect(bookingChangeLabel({ after, old_total: 'x', new_total: 96 })).toBe(
      'Changed flight or ship',
    );
    expect(bookingChangeLabel({ after })).toBe('Changed flight or ship');
  });

  it('says the booking changed when the details say nothing usable', () => {
    expect(bookingChangeLabel(null)).toBe('Changed the booking');
    expect(bookingChangeLabel({ after: 'x' })).toBe('Changed the booking');
    expect(bookingChangeLabel({ after: { colour: 'red' } })).toBe('Changed the booking');
  });

  it('has a label for every key a change may carry', () => {
    expect(Object.keys(BOOKING_CHANGE_KEY_LABELS).sort()).toEqual([...BOOKING_CHANGE_KEYS].sort());
  });
});
