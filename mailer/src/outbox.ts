// The database outbox as the mailer sees it: three RPCs for the service role (claim, complete,
// fail), reached through supabase-js like every other caller of the database.
import { type Database } from '@bbt/shared';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface ClaimedEmail {
  id: number;
  claimToken: string;
  kind: string;
  recipient: string;
  replyTo: string | null;
  /** Attempts including this one. */
  attempts: number;
  payload: unknown;
  extras: unknown;
  createdAt: string;
  /** The booking the e-mail is about. */
  bookingId: string | null;
}

export interface Outbox {
  claim(limit: number, leaseSeconds: number, maxAttempts: number): Promise<ClaimedEmail[]>;
  /** False when the claim was lost (the lease expired and another sender took the row). */
  complete(email: ClaimedEmail, messageId: string | null): Promise<boolean>;
  /** Records the error; retries after retryInSeconds, or gives up when it is null. */
  fail(email: ClaimedEmail, error: string, retryInSeconds: number | null): Promise<string | null>;
  /**
   * A fresh manage token of the booking (issue_manage_token), or null when the database has no such
   * function (yet) or the booking is gone. Optional: a test outbox may leave it out.
   */
  manageToken?(bookingId: string): Promise<string | null>;
}

export type ServiceClient = SupabaseClient<Database>;

/** A service-role client for Node (no session; realtime, unused, gets the `ws` WebSocket). */
export function serviceClient(url: string, serviceRoleKey: string): ServiceClient {
  return createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

function orThrow<T>(
  what: string,
  result: { data: T | null; error: { message: string } | null },
): T {
  if (result.error) throw new Error(`${what} failed: ${result.error.message}`);
  return result.data as T;
}

export function supabaseOutbox(client: ServiceClient): Outbox {
  return {
    async claim(limit, leaseSeconds, maxAttempts) {
      const rows = orThrow(
        'claim_booking_emails',
        await client.rpc('claim_booking_emails', {
          p_limit: limit,
          p_lease_seconds: leaseSeconds,
          p_max_attempts: maxAttempts,
        }),
      );
      return rows.map((row) => ({
        id: row.id,
        claimToken: row.claim_token,
        kind: row.kind,
        recipient: row.recipient,
        replyTo: row.reply_to,
        attempts: row.attempts,
        payload: row.payload,
        extras: row.extras,
        createdAt: row.created_at,
        bookingId: row.booking_id ?? null,
      }));
    },
    async complete(email, messageId) {
      return orThrow(
        'complete_booking_email',
        await client.rpc('complete_booking_email', {
          p_id: email.id,
          p_claim_token: email.claimToken,
          ...(messageId ? { p_message_id: messageId } : {}),
        }),
      );
    },
    async fail(email, error, retryInSeconds) {
      return orThrow(
        'fail_booking_email',
        await client.rpc('fail_booking_email', {
          p_id: email.id,
          p_claim_token: email.claimToken,
          p_error: error,
          ...(retryInSeconds === null ? {} : { p_retry_in_seconds: retryInSeconds }),
        }),
      );
    },
    manageToken: (bookingId) => manageTokenFor(client, bookingId),
  };
}

/** PostgREST's answers when a function does not exist (PGRST202) or the route is not found. */
function isMissingFunction(error: { code?: string; message: string }, status: number): boolean {
  return error.code === 'PGRST202' || status === 404;
}

/**
 * The booking's manage token through issue_manage_token (service role; the manage link's migration
 * adds it). Null when that function does not exist in this database or returns nothing; any other
 * error throws (the e-mail is retried later).
 */
export async function manageTokenFor(
  client: ServiceClient,
  bookingId: string,
): Promise<string | null> {
  // Not in the generated types until the manage link's migration is merged.
  const rpc = client.rpc as unknown as (
    fn: string,
    args: Record<string, unknown>,
  ) => PromiseLike<{
    data: unknown;
    error: { code?: string; message: string } | null;
    status: number;
  }>;
  const { data, error, status } = await rpc.call(client, 'issue_manage_token', {
    p_booking_id: bookingId,
  });
  if (error) {
    if (isMissingFunction(error, status)) return null;
    throw new Error(`issue_manage_token failed: ${error.message}`);
  }
  return typeof data === 'string' && data !== '' ? data : null;
}
