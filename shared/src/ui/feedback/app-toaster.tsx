import { Toaster } from 'sonner';

import { TOAST_DURATION_MS } from './notify';

/**
 * Mounted once, by the shell. sonner renders a labelled region with aria-live="polite", so every
 * toast is announced; Alt+T moves focus to the toasts.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-md)' } }}
    />
  );
}
