import { useRef } from 'react';

/**
 * Radix returns focus to its own Trigger when a dialog closes; our dialogs are opened by any
 * button (open state lives with the caller), so this remembers what had focus as the dialog
 * opened and gives it back on close. Spread the result onto the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus in: the active element is still the opener.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
