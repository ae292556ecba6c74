/** @jest-environment jsdom */
// eslint-disable-next-line @nx/enforce-module-boundaries
import { resetToasterDemandForTests, useToasterRequests } from '@bbt/shared';
import { renderHook } from '@testing-library/react';
import { toast } from 'sonner';

import { notify, TOAST_DURATION_MS } from './notify';

jest.mock('sonner', () => ({
  toast: {
    success: jest.fn(() => 'success-id'),
    error: jest.fn(() => 'error-id'),
    warning: jest.fn(() => 'warning-id'),
    info: jest.fn(() => 'info-id'),
  },
}));

const shown = toast as unknown as Record<'success' | 'error' | 'warning' | 'info', jest.Mock>;
const kinds = ['success', 'error', 'warning', 'info'] as const;

beforeEach(() => {
  jest.clearAllMocks();
  resetToasterDemandForTests();
});

describe('notify', () => {
  it('hides toasts after 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it.each(kinds)('notify.%s passes the message to sonner with the 5 s duration', async (kind) => {
    notify[kind]('Saved', { description: 'Reference BT-1234', id: 'booking' });
    await waitForToast(shown[kind]);
    expect(shown[kind]).toHaveBeenCalledTimes(1);
    expect(shown[kind]).toHaveBeenCalledWith('Saved', {
      description: 'Reference BT-1234',
      id: 'booking',
      duration: 5000,
    });
    for (const other of kinds.filter((name) => name !== kind)) {
      expect(shown[other]).not.toHaveBeenCalled();
    }
  });

  it('keeps the duration even if a caller tries to override it', async () => {
    notify.error('Failed', { duration: 60_000 } as never);
    await waitForToast(shown.error);
    expect(shown.error).toHaveBeenCalledWith('Failed', { duration: 5000 });
  });

  it('works without options', async () => {
    notify.info('Heads up');
    await waitForToast(shown.info);
    expect(shown.info).toHaveBeenCalledWith('Heads up', { duration: 5000 });
  });

  it('asks the shell for its toaster with the first toast', () => {
    const { result, rerender } = renderHook(() => useToasterRequests());
    expect(result.current).toBe(0);
    notify.success('Saved');
    rerender();
    expect(result.current).toBe(1);
  });

  it('raises toasts at once once sonner has loaded', async () => {
    notify.success('First');
    await waitForToast(shown.success);
    notify.warning('Second');
    expect(shown.warning).toHaveBeenCalledWith('Second', { duration: 5000 });
  });
});

/** sonner is imported with the first toast; later toasts go straight to it. */
async function waitForToast(mock: jest.Mock): Promise<void> {
  for (let i = 0; i < 20 && mock.mock.calls.length === 0; i++) await Promise.resolve();
}
