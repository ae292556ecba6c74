import { type ExternalToast, toast } from 'sonner';

/** Toasts hide after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

type Notifier = (message: string, options?: Omit<ExternalToast, 'duration'>) => string | number;

const withDuration =
  (show: (message: string, options?: ExternalToast) => string | number): Notifier =>
  (message, options) =>
    show(message, { ...options, duration: TOAST_DURATION_MS });

/**
 * The one way any app shows a toast. sonner is a Module Federation singleton, so these land in the
 * one toaster the shell mounts (`AppToaster`); remotes never mount their own.
 */
export const notify = {
  success: withDuration(toast.success),
  error: withDuration(toast.error),
  warning: withDuration(toast.warning),
  info: withDuration(toast.info),
} as const;
