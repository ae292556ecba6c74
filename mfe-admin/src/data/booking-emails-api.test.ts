import { getSupabase } from '@bbt/shared';

import {
  BOOKING_EMAIL_COLUMNS,
  listBookingEmails,
  resendBookingConfirmation,
} from './booking-emails-api';
import { ApiCallError } from './supabase-errors';

jest.mock('@bbt/shared', () => ({ getSupabase: jest.fn() }));

type Result = { data: unknown; error: { code?: string; message: string } | null };

/** A supabase-js client whose rpc() answers `result` and records the calls. */
function fakeClient(result: Result) {
  const calls: unknown[][] = [];
  const answer = Promise.resolve(result);
  const client = {
    rpc: (...args: unknown[]) => {
      calls.push(['rpc', ...args]);
      return Object.assign(answer, {
        select: (...columns: unknown[]) => (calls.push(['select', ...columns]), answer),
      });
    },
  };
  jest.mocked(getSupabase).mockResolvedValue(client as never);
  return calls;
}

const row = {
  id: 7,
  kind: 'booking_confirmation',
  recipient: 'ann@example.com',
  status: 'pending',
  attempts: 0,
  created_at: '2026-11-20T12:00:00Z',
  last_attempt_at: null,
  next_attempt_at: '2026-11-20T12:00:00Z',
  sent_at: null,
  last_error: null,
  requested_by: 'admin@example.com',
};

describe('booking e-mails API', () => {
  it('lists a booking’s e-mails through list_booking_emails, with named columns', async () => {
    const calls = fakeClient({ data: [row], error: null });
    await expect(listBookingEmails('b1')).resolves.toEqual([row]);
    expect(calls).toEqual([
      ['rpc', 'list_booking_emails', { p_booking_id: 'b1' }],
      ['select', BOOKING_EMAIL_COLUMNS],
    ]);
  });

  it('throws the refusal with its code', async () => {
    fakeClient({ data: null, error: { code: '42501', message: 'permission denied: staff only' } });
    const failure = listBookingEmails('b1');
    await expect(failure).rejects.toBeInstanceOf(ApiCallError);
    await expect(failure).rejects.toMatchObject({ code: '42501' });
  });

  it('resends through resend_booking_confirmation and returns the queued e-mail', async () => {
    const calls = fakeClient({ data: [row], error: null });
    await expect(resendBookingConfirmation('b1')).resolves.toEqual(row);
    expect(calls).toEqual([['rpc', 'resend_booking_confirmation', { p_booking_id: 'b1' }]]);
  });

  it('a resend that queued nothing, or was refused, throws', async () => {
    fakeClient({ data: [], error: null });
    await expect(resendBookingConfirmation('b1')).rejects.toThrow('No e-mail was queued');
    fakeClient({ data: null, error: { code: '22023', message: 'Booking BB-1 is cancelled' } });
    await expect(resendBookingConfirmation('b1')).rejects.toMatchObject({ code: '22023' });
  });
});
