import { type RefObject, useEffect } from 'react';

/** The loading states of `/`'s slots (home-page.tsx, page-skeleton.tsx). */
const PLACEHOLDER = '.calculator-placeholder, .slot-skeleton';

/**
 * Keeps what the visitor sees in place when a slot's placeholder is replaced by its content, which
 * is always taller: `/` fetches its remotes at the first scroll, so by the time one renders the
 * visitor may have scrolled past the slot's start and be looking at what follows it (the next slot,
 * the footer). The slot's end then stays where it was on screen (the scroll follows the growth);
 * a slot whose start is on screen grows downwards, over what its placeholder reserved. The
 * browser's scroll anchoring cannot do it (it anchors to the deepest visible element: the
 * placeholder being replaced, or the slot itself, which does not move), and a ResizeObserver is
 * too late (the shift is counted by then): the scroll is corrected in the same task as the DOM
 * change, before anything is painted, from where the slot was at the last frame (scroll events).
 */
export function useKeepWhatFollowsInPlace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof MutationObserver === 'undefined') return;
    let last = element.getBoundingClientRect();
    let placeholderShown = element.querySelector(PLACEHOLDER) !== null;
    const remember = () => {
      last = element.getBoundingClientRect();
      placeholderShown = element.querySelector(PLACEHOLDER) !== null;
    };

    const onMutation = () => {
      const now = element.getBoundingClientRect();
      // The browser's own anchoring may have corrected part of it already: what is left is `drift`.
      const drift = now.bottom - last.bottom;
      if (placeholderShown && last.top < 0 && drift !== 0) {
        window.scrollBy({ top: drift, behavior: 'instant' });
      }
      remember();
    };

    const mutations = new MutationObserver(onMutation);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remember);
    resizes?.observe(element);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('resize', remember, { passive: true });
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('resize', remember);
    };
  }, [ref]);
}
