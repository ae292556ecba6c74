import { attemptsLabel, emailKindLabel, emailState, emailTimeLabel } from './email-format';

describe('booking e-mail words', () => {
  it('names every kind of the outbox, passing unknown kinds through', () => {
    expect(
      [
        'booking_confirmation',
        'company_new_booking',
        'booking_confirmed',
        'booking_cancelled',
        'booking_completed',
        'company_customer_cancelled',
        'trip_reminder',
        'review_request',
        'booking_changed',
      ].map(emailKindLabel),
    ).toEqual([
      'Booking confirmation',
      'New booking notice to the company',
      'Booking confirmed',
      'Booking cancelled',
      'Trip completed (review invitation)',
      'Customer cancellation notice to the company',
      'Reminder (day before)',
      'Review request',
      'Updated booking (change)',
    ]);
    expect(emailKindLabel('newsletter')).toBe('newsletter');
  });

  it('tells delivered, waiting, retrying, sending and failed apart', () => {
    const state = (status: string, attempts = 0) =>
      emailState({ status, attempts, last_error: null });
    expect(state('sent', 1)).toEqual({ label: 'Delivered', tone: 'success' });
    expect(state('pending')).toEqual({ label: 'Waiting', tone: 'neutral' });
    expect(state('pending', 2)).toEqual({ label: 'Waiting to retry', tone: 'warning' });
    expect(state('sending', 1)).toEqual({ label: 'Sending', tone: 'info' });
    expect(state('failed', 10)).toEqual({ label: 'Failed', tone: 'danger' });
  });

  it('shows a pending e-mail’s due time in Barbados time, and when others went', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const reminder = {
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: '2026-11-26T10:00:00Z',
      sent_at: null,
      // 09:00 in Barbados (UTC-4).
      next_attempt_at: '2026-12-12T13:00:00Z',
    };
    expect(emailState(reminder, now)).toEqual({ label: 'Scheduled', tone: 'neutral' });
    expect(emailTimeLabel(reminder, now)).toBe('Due 12 Dec, 09:00');
    expect(emailTimeLabel({ ...reminder, next_attempt_at: '2026-11-30T13:00:00Z' }, now)).toBe(
      'Queued Thu, 26 Nov 2026, 6:00 AM',
    );
    expect(
      emailTimeLabel(
        { ...reminder, status: 'sent', attempts: 1, sent_at: '2026-12-12T13:00:05Z' },
        now,
      ),
    ).toBe('Delivered Sat, 12 Dec 2026, 9:00 AM');
  });

  it('counts attempts in words', () => {
    expect(attemptsLabel(1)).toBe('1 attempt');
    expect(attemptsLabel(10)).toBe('10 attempts');
  });
});
