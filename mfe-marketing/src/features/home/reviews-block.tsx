import { ReviewsBlock as ReviewsBlockView } from '@bbt/shared/ui/first-paint';
import { useEffect, useState } from 'react';

/** The reviews block's four reviews appear one second after the page started. */
export const REVIEWS_DELAY_MS = 1000;

/** Milliseconds since the page started (the HTML's own reviews appear on the same clock). */
const sincePageStart = () => performance.now();

/**
 * Four five-star reviews and a link to all of them. They appear one second after the page
 * started, as in the page's HTML, so a visitor who already sees them never sees them vanish when
 * this block takes the HTML's place; until then they are laid out but invisible.
 */
export function ReviewsBlock() {
  const [shown, setShown] = useState(() => sincePageStart() >= REVIEWS_DELAY_MS);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(() => setShown(true), REVIEWS_DELAY_MS - sincePageStart());
    return () => window.clearTimeout(timer);
  }, [shown]);
  return <ReviewsBlockView state={shown ? 'shown' : 'pending'} />;
}
