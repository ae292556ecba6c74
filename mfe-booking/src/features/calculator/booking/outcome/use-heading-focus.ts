import { useEffect, useRef } from 'react';

/** Scrolls an outcome's heading into view and moves focus to it, so it is read out at once. */
export function useHeadingFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
