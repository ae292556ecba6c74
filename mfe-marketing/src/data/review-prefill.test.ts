import { getSupabase } from '@bbt/shared';

import { fetchReviewPrefill } from './review-prefill';

jest.mock('@bbt/shared', () => ({ getSupabase: jest.fn() }));

const rpcAnswering = (answer: { data: unknown; error: unknown }) => {
  const rpc = jest.fn().mockResolvedValue(answer);
  jest.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  return rpc;
};

describe('the review link prefill', () => {
  it('reads name, e-mail and trip type from manage_booking', async () => {
    const rpc = rpcAnswering({
      data: {
        booking: {
          first_name: 'Ada',
          last_name: ' Lovelace ',
          email: 'ada@example.com',
          trip_type: 'inland',
        },
      },
      error: null,
    });
    await expect(fetchReviewPrefill('tok')).resolves.toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      tripType: 'inland',
    });
    expect(rpc).toHaveBeenCalledWith('manage_booking', { p_token: 'tok' });
  });

  it('is null for an invalid token and when the client cannot load', async () => {
    rpcAnswering({ data: null, error: { code: 'P0001', hint: 'manage_link_invalid' } });
    await expect(fetchReviewPrefill('forged')).resolves.toBeNull();
    jest.mocked(getSupabase).mockRejectedValue(new Error('offline'));
    await expect(fetchReviewPrefill('tok')).resolves.toBeNull();
  });
});
