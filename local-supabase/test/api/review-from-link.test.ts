/**
 * The review link (issue 23): a review sent with the booking's manage token through
 * submit_review_from_link() is stored unapproved and marked as a verified ride when that booking is
 * completed; the same review inserted anonymously with the booking's e-mail is not (the e-mail alone
 * proves nothing); a forged token gets the manage links' one refusal and stores nothing.
 */
import { MANAGE_LINK_INVALID_MESSAGE } from '@bbt/shared/domain';

import {
  type ApiServer,
  type Client,
  liftBookingLimits,
  startApiServer,
} from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';

jest.setTimeout(60_000);

let t: ApiServer;
let anon: Client;

beforeAll(async () => {
  t = await startApiServer();
  await liftBookingLimits(t);
  anon = t.anon();
});

afterAll(async () => {
  await t.close();
});

/** A guest booking through create_booking, its status set by staff, and its manage token. */
async function booking(status: 'completed' | 'pending', email: string) {
  const args = validBooking({ p_email: email });
  const created = await anon.rpc('create_booking', args);
  if (created.error || !created.data) throw new Error(`booking: ${created.error?.message}`);
  if (status === 'completed') {
    await t.server.db.query(`update public.bookings set status = 'completed' where id = $1`, [
      created.data.id,
    ]);
  }
  const link = await anon.rpc('issue_manage_link', {
    p_booking_id: created.data.id,
    p_idempotency_key: args.p_idempotency_key,
  });
  if (link.error || !link.data) throw new Error(`link: ${link.error?.message}`);
  return link.data;
}

const review = (text: string, email: string) => ({
  p_customer_name: 'Ada Lovelace',
  p_customer_email: email,
  p_rating: 5,
  p_testimonial_text: text,
  p_service_used: 'Airport Transfer',
});

async function storedReview(text: string) {
  const { rows } = await t.server.db.query<{
    verified_booking: boolean;
    is_approved: boolean;
    user_id: string | null;
    customer_email: string;
    customer_location: string | null;
    service_used: string | null;
  }>(
    `select verified_booking, is_approved, user_id, customer_email, customer_location, service_used
       from public.customer_testimonials where testimonial_text = $1`,
    [text],
  );
  return rows;
}

describe('submit_review_from_link', () => {
  it('marks a review for a completed booking verified, and stores it unapproved', async () => {
    const email = 'review-link-completed@example.com';
    const token = await booking('completed', email);
    const text = 'Driver waited with a sign, spotless van (link).';
    const sent = await anon.rpc('submit_review_from_link', {
      p_token: token,
      ...review(text, email),
    });
    expect(sent.error).toBeNull();
    expect(await storedReview(text)).toEqual([
      {
        verified_booking: true,
        is_approved: false,
        user_id: null,
        customer_email: email,
        customer_location: null,
        service_used: 'Airport Transfer',
      },
    ]);

    // The same review sent anonymously with the booking's e-mail is not verified.
    const plain = 'Driver waited with a sign, spotless van (plain).';
    const inserted = await anon.from('customer_testimonials').insert({
      customer_name: 'Ada Lovelace',
      customer_email: email,
      rating: 5,
      testimonial_text: plain,
    });
    expect(inserted.error).toBeNull();
    expect((await storedReview(plain))[0]?.verified_booking).toBe(false);
  });

  it('does not verify a review for a booking that is not completed', async () => {
    const email = 'review-link-pending@example.com';
    const token = await booking('pending', email);
    const text = 'Booked for next week, reviewing early (link).';
    const sent = await anon.rpc('submit_review_from_link', {
      p_token: token,
      ...review(text, email),
    });
    expect(sent.error).toBeNull();
    expect((await storedReview(text))[0]?.verified_booking).toBe(false);
  });

  it('refuses a forged token with the manage links’ one message and stores nothing', async () => {
    const text = 'A forged verified review, never stored.';
    const sent = await anon.rpc('submit_review_from_link', {
      p_token: 'A'.repeat(43),
      ...review(text, 'mallory@example.com'),
    });
    expect(sent.error).toMatchObject({
      code: 'P0001',
      message: MANAGE_LINK_INVALID_MESSAGE,
      hint: 'manage_link_invalid',
    });
    expect(await storedReview(text)).toEqual([]);
  });
});
