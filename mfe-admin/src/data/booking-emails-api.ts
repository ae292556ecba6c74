import { getSupabase } from '@bbt/shared';

import { ApiCallError, must } from './supabase-errors';

/** The columns `list_booking_emails` and `resend_booking_confirmation` return (one outbox row). */
export const BOOKING_EMAIL_COLUMNS =
  'id, kind, recipient, status, attempts, created_at, last_attempt_at, next_attempt_at, sent_at, last_error, requested_by';

/** One e-mail of a booking as staff see it (the outbox row, without its payload). */
export interface BookingEmail {
  id: number;
  kind: string;
  recipient: string;
  /** 'pending' | 'sending' | 'sent' | 'failed' */
  status: string;
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** The staff member who asked for a resend; null for the e-mails the triggers queued. */
  requested_by: string | null;
}

/** The e-mails of one booking, oldest first (staff, level 1+; refused with 42501 otherwise). */
export async function listBookingEmails(bookingId: string): Promise<BookingEmail[]> {
  const client = await getSupabase();
  const rows = must(
    await client
      .rpc('list_booking_emails', { p_booking_id: bookingId })
      .select(BOOKING_EMAIL_COLUMNS),
  );
  return rows as unknown as BookingEmail[];
}

/**
 * Queues the booking confirmation again (admin and above; 42501 otherwise, 22023 for a cancelled
 * booking). Returns the queued e-mail, or the one still waiting to go out.
 */
export async function resendBookingConfirmation(bookingId: string): Promise<BookingEmail> {
  const client = await getSupabase();
  const rows = must(
    await client.rpc('resend_booking_confirmation', { p_booking_id: bookingId }),
  ) as unknown as BookingEmail[];
  const row = rows[0];
  if (!row) throw new ApiCallError({ message: 'No e-mail was queued' });
  return row;
}
