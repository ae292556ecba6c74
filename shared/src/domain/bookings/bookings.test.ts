import {
  BOOKING_STATUSES,
  matchesStatusFilter,
  normaliseStatus,
  STATUS_COLOURS,
  STATUS_FILTERS,
} from './booking-status';
import { CANCEL_WARNINGS, cancelWarnings } from './cancel-warnings';

describe('booking status', () => {
  it('four statuses with their colours', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(STATUS_COLOURS).toEqual({
      confirmed: 'green',
      pending: 'yellow',
      cancelled: 'red',
      completed: 'blue',
    });
    expect(STATUS_FILTERS).toEqual(['all', 'pending', 'confirmed', 'completed', 'cancelled']);
  });

  it('compares case-insensitively', () => {
    expect(normaliseStatus(' Confirmed ')).toBe('confirmed');
    expect(normaliseStatus('PENDING')).toBe('pending');
    expect(normaliseStatus('refunded')).toBeNull();
    expect(normaliseStatus(null)).toBeNull();
    expect(matchesStatusFilter('Cancelled', 'cancelled')).toBe(true);
    expect(matchesStatusFilter('Cancelled', 'pending')).toBe(false);
    expect(matchesStatusFilter('anything', 'all')).toBe(true);
  });
});

describe('cancel warnings (exact texts)', () => {
  const now = new Date('2026-11-30T18:30:00Z'); // 14:30 Barbados
  const booking = (status: string, pickup_date: string, pickup_time: string) => ({
    status,
    pickup_date,
    pickup_time,
  });

  it('has the required texts', () => {
    expect(CANCEL_WARNINGS).toEqual({
      confirmed: 'This booking is confirmed. Cancellation may incur charges.',
      completed: 'This booking is completed. Cancellation may not be possible.',
      within24Hours: 'This booking is within 24 hours. Cancellation charges may apply.',
      past: 'This booking time has passed. Cancellation may not be refundable.',
    });
  });

  it('a pending booking a week away has no warning', () => {
    expect(cancelWarnings(booking('pending', '2026-12-07', '10:00'), now)).toEqual([]);
  });

  it('confirmed (any case) warns about charges', () => {
    expect(cancelWarnings(booking('CONFIRMED', '2026-12-07', '10:00'), now)).toEqual([
      CANCEL_WARNINGS.confirmed,
    ]);
  });

  it('completed warns that cancelling may not be possible', () => {
    expect(cancelWarnings(booking('completed', '2026-12-07', '10:00'), now)).toEqual([
      CANCEL_WARNINGS.completed,
    ]);
  });

  it('within 24 hours (Barbados time): 23 h 59 min ahead warns; 24 h does not', () => {
    expect(cancelWarnings(booking('pending', '2026-12-01', '14:29'), now)).toEqual([
      CANCEL_WARNINGS.within24Hours,
    ]);
    expect(cancelWarnings(booking('pending', '2026-12-01', '14:30'), now)).toEqual([]);
  });

  it('past: at or after the pickup time', () => {
    expect(cancelWarnings(booking('pending', '2026-11-30', '14:30'), now)).toEqual([
      CANCEL_WARNINGS.past,
    ]);
    expect(cancelWarnings(booking('completed', '2026-11-01', '09:00'), now)).toEqual([
      CANCEL_WARNINGS.completed,
      CANCEL_WARNINGS.past,
    ]);
  });

  it('an unreadable date gives only the status warning', () => {
    expect(cancelWarnings(booking('confirmed', 'soon', '10:00'), now)).toEqual([
      CANCEL_WARNINGS.confirmed,
    ]);
  });
});
