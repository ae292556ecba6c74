import { useEffect } from 'react';

/** Calls `onNear` once when `element` comes within `margin` of the viewport (at once without IO). */
export function useWhenNearViewport(
  element: HTMLElement | null,
  onNear: () => void,
  margin = '600px',
): void {
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onNear, margin]);
}
