/** @jest-environment jsdom */
import {
  getSupabase,
  LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
  PENDING_BOOKINGS_STORAGE_KEY,
} from '@bbt/shared';
import type * as SharedModule from '@bbt/shared';
import type { CreateBookingArgs } from '@bbt/shared/domain';

import {
  getPendingBookings,
  hasStoredBookings,
  resetPendingBookingsForTests,
  retryWaitingBookings,
  submitBooking,
} from './pending-bookings';

jest.mock('@bbt/shared', () => {
  const keys = jest.requireActual<typeof SharedModule>('@bbt/shared');
  return {
    LEGACY_PENDING_BOOKINGS_STORAGE_KEY: keys.LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
    PENDING_BOOKINGS_STORAGE_KEY: keys.PENDING_BOOKINGS_STORAGE_KEY,
    getSupabase: jest.fn(),
  };
});

const rpc = jest.fn();
(getSupabase as jest.Mock).mockResolvedValue({ rpc });

const args = { p_idempotency_key: 'key-1', p_total_price: 86 } as CreateBookingArgs;
const row = { id: 'b1', reference_number: 'BB-000001-AAA', total_price: 86 };

beforeEach(() => {
  resetPendingBookingsForTests();
  localStorage.clear();
  rpc.mockReset();
  jest.useRealTimers();
});

describe('pending bookings', () => {
  it('a confirmed booking leaves storage', async () => {
    rpc.mockResolvedValue({ data: row, error: null, status: 200 });
    const entry = await submitBooking(args, 'BB-111111-LOC');
    expect(entry.state).toBe('confirmed');
    expect(rpc).toHaveBeenCalledWith('create_booking', args);
    expect(localStorage.getItem(PENDING_BOOKINGS_STORAGE_KEY)).toBeNull();
  });

  it('no answer keeps it stored and retries; a second submit while sending is the same request', async () => {
    rpc.mockResolvedValueOnce({
      data: null,
      error: { message: 'TypeError: Failed to fetch', code: '' },
      status: 0,
    });
    const first = submitBooking(args, 'BB-111111-LOC');
    const again = submitBooking(args, 'BB-111111-LOC');
    expect(again).toBe(first);
    const entry = await first;
    expect(entry.state).toBe('waiting');
    expect(hasStoredBookings()).toBe(true);
    expect(
      JSON.parse(localStorage.getItem(PENDING_BOOKINGS_STORAGE_KEY) ?? '[]')[0].localReference,
    ).toBe('BB-111111-LOC');
    rpc.mockResolvedValueOnce({ data: row, error: null, status: 200 });
    retryWaitingBookings();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getPendingBookings()[0]?.state).toBe('confirmed');
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(hasStoredBookings()).toBe(false);
  });

  it('a refusal is not retried and not stored', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '22023', message: 'Please enter a valid phone number', details: 'phone' },
      status: 400,
    });
    const entry = await submitBooking(args, 'BB-111111-LOC');
    expect(entry).toMatchObject({
      state: 'refused',
      failure: { kind: 'refused', field: 'phone', message: 'Please enter a valid phone number' },
    });
    expect(hasStoredBookings()).toBe(false);
  });

  it('a booking limit (429 PT429) is a refusal with the wait, not a scheduled retry', async () => {
    jest.useFakeTimers();
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: 'PT429',
        message: 'Too many online bookings were made for this e-mail address.',
        details: 'recipient',
        hint: 'retry_after=1200',
      },
      status: 429,
    });
    const entry = await submitBooking(args, 'BB-111111-LOC');
    expect(entry).toMatchObject({
      state: 'refused',
      failure: {
        kind: 'limited',
        retryAfterSeconds: 1200,
        message: 'Too many online bookings were made for this e-mail address.',
      },
    });
    expect(hasStoredBookings()).toBe(false);
    jest.advanceTimersByTime(120_000);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('resumes bookings stored on an earlier visit', async () => {
    localStorage.setItem(
      PENDING_BOOKINGS_STORAGE_KEY,
      JSON.stringify([{ key: 'key-1', args, localReference: 'BB-1', savedAt: '', attempts: 1 }]),
    );
    rpc.mockResolvedValue({ data: row, error: null, status: 200 });
    expect(getPendingBookings()[0]?.state).toBe('sending');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getPendingBookings()[0]?.state).toBe('confirmed');
  });

  it('resumes a booking queued under the old storage key and moves it to the current key', async () => {
    localStorage.setItem(
      LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
      JSON.stringify([{ key: 'key-1', args, localReference: 'BB-1', savedAt: '', attempts: 1 }]),
    );
    rpc.mockResolvedValue({ data: null, error: { message: 'offline', code: '' }, status: 0 });
    expect(getPendingBookings()[0]?.record.localReference).toBe('BB-1');
    expect(localStorage.getItem(LEGACY_PENDING_BOOKINGS_STORAGE_KEY)).toBeNull();
    expect(
      JSON.parse(localStorage.getItem(PENDING_BOOKINGS_STORAGE_KEY) ?? '[]')[0].localReference,
    ).toBe('BB-1');
    rpc.mockResolvedValue({ data: row, error: null, status: 200 });
    retryWaitingBookings();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getPendingBookings()[0]?.state).toBe('confirmed');
    expect(hasStoredBookings()).toBe(false);
  });

  it('keeps the bookings of both keys when the old and the current key each hold one', () => {
    const stored = (key: string, localReference: string) => ({
      key,
      args: { ...args, p_idempotency_key: key },
      localReference,
      savedAt: '',
      attempts: 1,
    });
    localStorage.setItem(PENDING_BOOKINGS_STORAGE_KEY, JSON.stringify([stored('key-1', 'BB-1')]));
    localStorage.setItem(
      LEGACY_PENDING_BOOKINGS_STORAGE_KEY,
      JSON.stringify([stored('key-1', 'BB-1'), stored('key-2', 'BB-2')]),
    );
    expect(hasStoredBookings()).toBe(true);
    const kept = JSON.parse(localStorage.getItem(PENDING_BOOKINGS_STORAGE_KEY) ?? '[]') as {
      localReference: string;
    }[];
    expect(kept.map((record) => record.localReference)).toEqual(['BB-1', 'BB-2']);
    expect(localStorage.getItem(LEGACY_PENDING_BOOKINGS_STORAGE_KEY)).toBeNull();
  });
});
