// The confirmation's "Manage your booking" link: `issue_manage_link` gives the browser that made the
// booking (proved by the idempotency key it sent to create_booking) a fresh manage token.
import { getSupabase } from '@bbt/shared';

/** A manage token for the booking, or null on any failure (the confirmation e-mail has the link too). */
export async function issueManageLink(
  bookingId: string,
  idempotencyKey: string,
): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('issue_manage_link', {
      p_booking_id: bookingId,
      p_idempotency_key: idempotencyKey,
    });
    return error || typeof data !== 'string' || data === '' ? null : data;
  } catch {
    return null;
  }
}
