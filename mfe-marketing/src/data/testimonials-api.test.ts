import { getSupabase } from '@bbt/shared';

import {
  fetchApprovedTestimonials,
  PUBLIC_TESTIMONIAL_COLUMNS,
  submitTestimonial,
  submitTestimonialFromLink,
} from './testimonials-api';

jest.mock('@bbt/shared', () => ({ getSupabase: jest.fn() }));

function fakeClient(result: { data?: unknown; error: { message: string } | null }) {
  const calls: [string, ...unknown[]][] = [];
  const chain = {
    select: (...args: unknown[]) => (calls.push(['select', ...args]), chain),
    eq: (...args: unknown[]) => (calls.push(['eq', ...args]), chain),
    order: (...args: unknown[]) => (calls.push(['order', ...args]), chain),
    limit: (...args: unknown[]) => (calls.push(['limit', ...args]), Promise.resolve(result)),
    insert: (...args: unknown[]) => (calls.push(['insert', ...args]), Promise.resolve(result)),
  };
  const client = { from: (table: string) => (calls.push(['from', table]), chain) };
  jest.mocked(getSupabase).mockResolvedValue(client as never);
  return calls;
}

describe('testimonials API', () => {
  it('reads approved ones, newest first, at most 10, with named columns and no e-mail', async () => {
    const calls = fakeClient({ data: [], error: null });
    await fetchApprovedTestimonials();
    expect(calls).toEqual([
      ['from', 'customer_testimonials'],
      ['select', PUBLIC_TESTIMONIAL_COLUMNS],
      ['eq', 'is_approved', true],
      ['order', 'created_at', { ascending: false }],
      ['limit', 10],
    ]);
    expect(PUBLIC_TESTIMONIAL_COLUMNS).not.toContain('email');
    expect(PUBLIC_TESTIMONIAL_COLUMNS).not.toContain('*');
    expect(PUBLIC_TESTIMONIAL_COLUMNS).toContain('verified_booking');
  });

  it('throws when the read fails, so the carousel falls back to the samples', async () => {
    fakeClient({ error: { message: 'permission denied' } });
    await expect(fetchApprovedTestimonials()).rejects.toThrow('permission denied');
  });

  it('submits the form’s fields, blanks as null, and never the moderation or verified flags', async () => {
    const calls = fakeClient({ error: null });
    await submitTestimonial({
      customerName: 'Ann Lee',
      customerEmail: 'ann@example.com',
      customerLocation: '',
      serviceUsed: 'Island Tour',
      rating: 5,
      testimonialText: 'Lovely ride, thank you.',
    });
    expect(calls[1]).toEqual([
      'insert',
      {
        customer_name: 'Ann Lee',
        customer_email: 'ann@example.com',
        customer_location: null,
        rating: 5,
        testimonial_text: 'Lovely ride, thank you.',
        service_used: 'Island Tour',
      },
    ]);
  });

  it('throws when the insert is refused', async () => {
    fakeClient({ error: { message: 'new row violates row-level security policy' } });
    await expect(
      submitTestimonial({
        customerName: 'Ann Lee',
        customerEmail: 'ann@example.com',
        customerLocation: '',
        serviceUsed: '',
        rating: 5,
        testimonialText: 'Lovely ride, thank you.',
      }),
    ).rejects.toThrow('row-level security');
  });
});

describe('a review from the review link', () => {
  const form = {
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerLocation: '',
    rating: 5,
    testimonialText: 'A smooth ride from the airport.',
    serviceUsed: 'Airport Transfer',
  };

  it('goes through submit_review_from_link with its token', async () => {
    const rpc = jest.fn().mockResolvedValue({ error: null });
    jest.mocked(getSupabase).mockResolvedValue({ rpc } as never);
    await submitTestimonialFromLink('tok', form);
    expect(rpc).toHaveBeenCalledWith('submit_review_from_link', {
      p_token: 'tok',
      p_customer_name: 'Ada Lovelace',
      p_customer_email: 'ada@example.com',
      p_rating: 5,
      p_testimonial_text: 'A smooth ride from the airport.',
      p_customer_location: undefined,
      p_service_used: 'Airport Transfer',
    });
  });

  it('is sent as an ordinary review when the token has expired since; other errors throw', async () => {
    const insert = jest.fn().mockResolvedValue({ error: null });
    const rpc = jest
      .fn()
      .mockResolvedValueOnce({ error: { message: 'expired', hint: 'manage_link_invalid' } })
      .mockResolvedValueOnce({ error: { message: 'violates check constraint' } });
    jest.mocked(getSupabase).mockResolvedValue({ rpc, from: () => ({ insert }) } as never);
    await submitTestimonialFromLink('old', form);
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ customer_email: 'ada@example.com' }),
    );
    await expect(submitTestimonialFromLink('tok', form)).rejects.toThrow(
      'violates check constraint',
    );
  });
});
