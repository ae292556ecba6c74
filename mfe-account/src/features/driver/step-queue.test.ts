/** @jest-environment jsdom */
import { getSupabase } from '@bbt/shared';

import {
  getQueuedSteps,
  onStepRecorded,
  resetStepQueueForTests,
  retryWaitingSteps,
  STEP_QUEUE_STORAGE_KEY,
  submitStep,
} from './step-queue';

jest.mock('@bbt/shared', () => ({ getSupabase: jest.fn(), fetchIsDriver: jest.fn() }));

const rpc = jest.fn();
(getSupabase as jest.Mock).mockResolvedValue({ rpc });

const assignment = {
  booking_id: 'b1',
  progress: 'on_my_way',
  on_my_way_at: '2026-12-01T12:00:00Z',
  arrived_at: null,
  on_board_at: null,
  completed_at: null,
};
const noSignal = { data: null, error: { message: 'TypeError: Failed to fetch' }, status: 0 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = () => JSON.parse(localStorage.getItem(STEP_QUEUE_STORAGE_KEY) ?? '[]') as unknown[];

beforeEach(() => {
  resetStepQueueForTests();
  localStorage.clear();
  rpc.mockReset();
  jest.useRealTimers();
});

describe('the trip step queue', () => {
  it('records a step and leaves nothing stored', async () => {
    rpc.mockResolvedValue({ data: assignment, error: null, status: 200 });
    const recorded = jest.fn();
    onStepRecorded(recorded);
    const outcome = await submitStep('b1', 'on_my_way');
    expect(rpc).toHaveBeenCalledWith('record_trip_progress', {
      p_booking_id: 'b1',
      p_step: 'on_my_way',
    });
    expect(outcome).toEqual({
      state: 'recorded',
      recorded: {
        bookingId: 'b1',
        progress: 'on_my_way',
        stepTimes: { on_my_way: '2026-12-01T12:00:00Z' },
      },
    });
    expect(recorded).toHaveBeenCalledTimes(1);
    expect(getQueuedSteps()).toEqual([]);
    expect(localStorage.getItem(STEP_QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the tap on the phone with no signal and sends it again; a double tap is one request', async () => {
    rpc.mockResolvedValueOnce(noSignal);
    const first = submitStep('b1', 'on_my_way');
    expect(submitStep('b1', 'on_my_way')).toBe(first);
    expect((await first).state).toBe('waiting');
    expect(stored()).toEqual([expect.objectContaining({ bookingId: 'b1', step: 'on_my_way' })]);
    rpc.mockResolvedValueOnce({ data: assignment, error: null, status: 200 });
    retryWaitingSteps();
    await tick();
    await tick();
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(getQueuedSteps()).toEqual([]);
    expect(localStorage.getItem(STEP_QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('retries on its own with backoff after a server error', async () => {
    jest.useFakeTimers();
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'Bad gateway' }, status: 502 });
    expect((await submitStep('b1', 'arrived')).state).toBe('waiting');
    rpc.mockResolvedValueOnce({
      data: { ...assignment, progress: 'arrived' },
      error: null,
      status: 200,
    });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(getQueuedSteps()).toEqual([]);
  });

  it('shows the database refusal and does not retry it', async () => {
    jest.useFakeTimers();
    const message = 'Booking BB-1 is already at "Completed": it cannot go back to "Arrived"';
    rpc.mockResolvedValue({ data: null, error: { code: 'P0001', message }, status: 400 });
    expect(await submitStep('b1', 'arrived')).toMatchObject({ state: 'refused', message });
    expect(localStorage.getItem(STEP_QUEUE_STORAGE_KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('sends the earlier steps of a trip first, in order, and a later one waits for them', async () => {
    rpc.mockResolvedValueOnce(noSignal);
    expect((await submitStep('b1', 'arrived')).state).toBe('waiting');
    // Still no signal: the later tap sends the earlier step first and then waits with it.
    rpc.mockResolvedValueOnce(noSignal);
    expect((await submitStep('b1', 'on_board')).state).toBe('waiting');
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(rpc.mock.calls.map((call) => (call[1] as { p_step: string }).p_step)).toEqual([
      'arrived',
      'arrived',
    ]);
    rpc.mockResolvedValue({
      data: { ...assignment, progress: 'arrived' },
      error: null,
      status: 200,
    });
    retryWaitingSteps();
    await tick();
    await tick();
    await tick();
    expect(rpc.mock.calls.slice(2).map((call) => (call[1] as { p_step: string }).p_step)).toEqual([
      'arrived',
      'on_board',
    ]);
    expect(getQueuedSteps()).toEqual([]);
  });

  it('sends the steps stored on an earlier visit', async () => {
    localStorage.setItem(
      STEP_QUEUE_STORAGE_KEY,
      JSON.stringify([{ bookingId: 'b1', step: 'on_my_way', savedAt: '', attempts: 2 }]),
    );
    rpc.mockResolvedValue({ data: assignment, error: null, status: 200 });
    expect(getQueuedSteps()[0]?.state).toBe('sending');
    await tick();
    await tick();
    expect(getQueuedSteps()).toEqual([]);
  });
});
