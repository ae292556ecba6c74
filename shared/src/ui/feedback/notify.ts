// Through the package name, not a relative path: `./ui` is bundled into each remote, and the
// toaster demand must be the page's one shared instance, which the shell watches.
// eslint-disable-next-line @nx/enforce-module-boundaries
import * as singleton from '@bbt/shared';
import { type ExternalToast, type toast as sonnerToast } from 'sonner';

/** Toasts hide after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

type Kind = 'success' | 'error' | 'warning' | 'info';
type Notifier = (message: string, options?: Omit<ExternalToast, 'duration'>) => void;

// sonner (about 9 KB brotli, and the styles it inserts when it loads) is fetched at the first
// interaction (the shell's toaster) or with the first toast, so a page that is only read never
// evaluates it. Once loaded, toasts are raised at once.
let loaded: typeof sonnerToast | null = null;
let loading: Promise<typeof sonnerToast> | null = null;

function loadSonner(): Promise<typeof sonnerToast> {
  loading ??= import('sonner').then(
    (module) => (loaded = module.toast),
    (error: unknown) => {
      loading = null; // a dropped connection: this toast is lost, the next one tries again
      throw error;
    },
  );
  return loading;
}

const notifier =
  (kind: Kind): Notifier =>
  (message, options) => {
    // A shell deployed before the demand existed has no requestToaster; it mounts its toaster at
    // the first interaction, and the toast still reaches it.
    (singleton as Partial<typeof singleton>).requestToaster?.();
    const shown = { ...options, duration: TOAST_DURATION_MS };
    if (loaded) {
      loaded[kind](message, shown);
      return;
    }
    loadSonner().then(
      (toast) => toast[kind](message, shown),
      () => undefined, // without sonner there is nowhere to show it; the page goes on
    );
  };

/**
 * The one way any app shows a toast. sonner is a Module Federation singleton, so these land in the
 * one toaster the shell mounts (`AppToaster`); remotes never mount their own.
 */
export const notify = {
  success: notifier('success'),
  error: notifier('error'),
  warning: notifier('warning'),
  info: notifier('info'),
} as const;
