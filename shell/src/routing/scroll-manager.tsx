import { useEffect, useRef } from 'react';
import { useLocation } from '@bbt/shared/router';

/** How long to wait for a hash target that a remote renders after it loads. */
const HASH_TARGET_WAIT_MS = 10000;

/**
 * The page scrolls to the top on every path change. A `#section` link scrolls to that
 * section instead, waiting for it when a remote renders it; focus moves to the new content. The
 * page the visitor opened is not a change: the app starts on a page they may already be scrolling
 * or typing in (its HTML came first), and it leaves both where they are.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const opened = useRef(true);

  useEffect(() => {
    const first = opened.current;
    opened.current = false;
    if (!hash) {
      if (first) return;
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
