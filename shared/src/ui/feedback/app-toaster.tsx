import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

import { TOAST_DURATION_MS } from './notify';

/**
 * sonner's rich colours fail WCAG AA (error text #e60000 on #fff0f0 is 4.34:1): the site's own
 * tones replace them (all above 5:1).
 */
const TONES = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-border': 'var(--color-danger)',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'var(--color-warning-soft)',
  '--warning-border': 'var(--color-warning)',
  '--warning-text': 'var(--color-warning)',
  '--info-bg': 'var(--color-info-soft)',
  '--info-border': 'var(--color-info)',
  '--info-text': 'var(--color-info)',
} as CSSProperties;

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
      richColors
      style={TONES}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-md)' } }}
    />
  );
}
