import { type RefObject, useEffect, useState } from 'react';

import { hasInteracted, whenFirstInteraction } from './first-interaction';

export interface NeededWhen {
  /**
   * How far into the screen the element must come, as an IntersectionObserver root margin: the
   * default, 0 from the top and 25% up from the bottom, means 'in the upper three quarters'.
   */
  rootMargin?: string;
}

/**
 * True once the element has come into view or the visitor has interacted with the page, whichever
 * is first; then it stays true. Without IntersectionObserver (old browsers) it is true at once.
 */
export function useNeeded(
  ref: RefObject<Element | null>,
  { rootMargin = '0px 0px -25% 0px' }: NeededWhen = {},
): boolean {
  const [needed, setNeeded] = useState(
    () => hasInteracted() || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const cancelInteraction = whenFirstInteraction(need);
    const element = ref.current;
    const observer = element
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) need();
          },
          { rootMargin },
        )
      : null;
    if (element) observer?.observe(element);
    return () => {
      cancelInteraction();
      observer?.disconnect();
    };
  }, [needed, ref, rootMargin]);

  return needed;
}
