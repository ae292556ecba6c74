import { Badge, Icon, IconButton } from '@bbt/shared/ui';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';

import styles from './testimonials.module.css';
import type { PublicTestimonial } from '../../../data/testimonials-api';

/** How long each review stays before the next one (autoplay). */
export const AUTOPLAY_MS = 7000;
/** Horizontal travel that counts as a swipe. */
const SWIPE_PX = 40;

export interface TestimonialCarouselProps {
  items: readonly PublicTestimonial[];
  /** Start rotating by itself (off for people who prefer reduced motion). */
  autoplay?: boolean;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One review at a time. Previous/Next and the dots move by hand; the arrow keys work anywhere in it;
 * a swipe moves on phones. It rotates by itself every 7 seconds unless the visitor paused it, and
 * holds still while the pointer is over it or focus is inside it. Every slide is laid out in the
 * same grid cell, so the carousel is as tall as its longest review and never shifts the page.
 */
export function TestimonialCarousel({ items, autoplay = true }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(() => !autoplay || prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const count = items.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const rotating = !stopped && !hovered && !focused && count > 1;

  const go = (step: number) => setIndex((value) => (((value + step) % count) + count) % count);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => go(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
    // `go` only depends on count, which is a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, count]);

  // Listeners on the region itself (it is a landmark, not a widget): arrow keys anywhere inside it
  // move, and pointer or focus inside it holds the rotation.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    };
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (count === 0) return null;
  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
    >
      <div className={styles.controls}>
        <IconButton
          label="Previous review"
          icon={<Icon name="chevronLeft" />}
          className={styles.control}
          onClick={() => go(-1)}
          disabled={count < 2}
        />
        <IconButton
          label="Next review"
          icon={<Icon name="chevronRight" />}
          className={styles.control}
          onClick={() => go(1)}
          disabled={count < 2}
        />
        {count > 1 && (
          <button
            type="button"
            className={`btn btn--ghost btn--sm ${styles.pause}`}
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? 'Play reviews' : 'Pause reviews'}
          </button>
        )}
      </div>
      <div
        id={`${id}-slides`}
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {items.map((item, position) => (
          <TestimonialSlide
            key={item.id}
            item={item}
            label={`${position + 1} of ${count}`}
            active={position === current}
          />
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} role="group" aria-label="Choose a review">
          {items.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={`Show review ${position + 1} of ${count}`}
              aria-current={position === current ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function TestimonialSlide({
  item,
  label,
  active,
}: {
  item: PublicTestimonial;
  label: string;
  active: boolean;
}) {
  const details = [item.customer_location, item.service_used].filter(Boolean).join(' · ');
  return (
    <figure
      className={active ? `${styles.slide} ${styles.slideActive}` : styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      <p className={styles.stars}>
        <span aria-hidden="true">
          {'★'.repeat(item.rating)}
          <span className={styles.starsOff}>{'★'.repeat(5 - item.rating)}</span>
        </span>
        <span className="visually-hidden">Rated {item.rating} out of 5</span>
      </p>
      <blockquote className={styles.quote}>
        <p>{item.testimonial_text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.name}>{item.customer_name}</span>
        {details && <span className={styles.details}>{details}</span>}
        {item.verified_booking && (
          <Badge tone="success">
            <Icon name="check" size={14} /> Verified ride
          </Badge>
        )}
      </figcaption>
    </figure>
  );
}
