import { useEffect } from 'react';
import { useLocation } from '@bbt/shared/router';

/** How long to wait for a hash target that a remote renders after it loads. */
const HASH_TARGET_WAIT_MS = 10000;

/**
 * SPEC: the page scrolls to the top on every path change. A `#section` link scrolls to that
 * section instead, waiting for it when a remote renders it; focus moves to the new content.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.focus({ preventScroll: true });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (Date.now() - started < HASH_TARGET_WAIT_MS)
        frame = requestAnimationFrame(scrollWhenPresent);
    };
    scrollWhenPresent();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
