import { notify } from '@bbt/shared/ui';
import { act, renderHook, waitFor } from '@testing-library/react';

import { useAsync } from './use-async';

beforeEach(() => {
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useAsync', () => {
  it('loads, and loads again when the key changes', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`data for ${key}`));
    const { result, rerender } = renderHook(({ key }) => useAsync(() => load(key), key, 'Failed'), {
      initialProps: { key: 'a' },
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('data for a'));
    expect(result.current.loading).toBe(false);
    rerender({ key: 'b' });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBe('data for a');
    await waitFor(() => expect(result.current.data).toBe('data for b'));
  });

  it('a failure is a toast and keeps what was shown', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useAsync(
        () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(42)),
        'k',
        'Could not load.',
      ),
    );
    await waitFor(() => expect(result.current.data).toBe(42));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(notify.error).toHaveBeenCalledWith('Could not load.');
    expect(result.current.data).toBe(42);
  });

  it('drops the answer to a request that is no longer current', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const { result, rerender } = renderHook(
      ({ key }) =>
        useAsync(() => new Promise<string>((resolve) => (answers[key] = resolve)), key, 'Failed'),
      { initialProps: { key: 'old' } },
    );
    rerender({ key: 'new' });
    await act(async () => answers.new?.('new answer'));
    await act(async () => answers.old?.('old answer'));
    expect(result.current.data).toBe('new answer');
  });

  it('lets the page replace the data after a confirmed change', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.resolve([1, 2]), 'k', 'Failed'));
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    act(() => result.current.setData((rows) => rows?.map((n) => n * 10) ?? null));
    expect(result.current.data).toEqual([10, 20]);
  });
});
