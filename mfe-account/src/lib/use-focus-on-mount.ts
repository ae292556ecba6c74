import { useEffect, useRef } from 'react';

/**
 * Focuses the element once it is shown (the first field of a dialog view, or the way out of a
 * confirmation screen), so keyboard and screen-reader users land where the view begins. Runs before
 * the dialog's focus trap looks for something to focus, which then keeps it.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
