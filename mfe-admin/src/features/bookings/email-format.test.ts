import { attemptsLabel, emailKindLabel, emailState } from './email-format';

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
      ].map(emailKindLabel),
    ).toEqual([
      'Booking confirmation',
      'New booking notice to the company',
      'Booking confirmed',
      'Booking cancelled',
      'Trip completed (review invitation)',
      'Customer cancellation notice to the company',
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

  it('counts attempts in words', () => {
    expect(attemptsLabel(1)).toBe('1 attempt');
    expect(attemptsLabel(10)).toBe('10 attempts');
  });
});
