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

beforeEach(() => jest.clearAllMocks());

describe('notify', () => {
  it('hides toasts after 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'notify.%s passes the message to sonner with the 5 s duration and returns its id',
    (kind) => {
      const id = notify[kind]('Saved', { description: 'Reference BT-1234', id: 'booking' });
      expect(shown[kind]).toHaveBeenCalledTimes(1);
      expect(shown[kind]).toHaveBeenCalledWith('Saved', {
        description: 'Reference BT-1234',
        id: 'booking',
        duration: 5000,
      });
      expect(id).toBe(`${kind}-id`);
      for (const other of ['success', 'error', 'warning', 'info'].filter((name) => name !== kind)) {
        expect(shown[other as keyof typeof shown]).not.toHaveBeenCalled();
      }
    },
  );

  it('keeps the duration even if a caller tries to override it', () => {
    notify.error('Failed', { duration: 60_000 } as never);
    expect(shown.error).toHaveBeenCalledWith('Failed', { duration: 5000 });
  });

  it('works without options', () => {
    notify.info('Heads up');
    expect(shown.info).toHaveBeenCalledWith('Heads up', { duration: 5000 });
  });
});
