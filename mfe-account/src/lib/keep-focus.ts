import type { MouseEvent } from 'react';

/**
 * For buttons below fields that are checked when they lose focus: pressing the button no longer
 * takes focus from the field first, so no error appears and moves the button away mid-click (the
 * click then submits and every field is checked at once). Keyboard use is unchanged.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}
