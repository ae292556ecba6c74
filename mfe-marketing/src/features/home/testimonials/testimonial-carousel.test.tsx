/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { SAMPLE_TESTIMONIALS } from './sample-testimonials';
import { AUTOPLAY_MS, TestimonialCarousel } from './testimonial-carousel';

// jsdom has no PointerEvent: a MouseEvent carries the coordinates a swipe needs.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class extends MouseEvent {} });
}

const ITEMS = SAMPLE_TESTIMONIALS.slice(0, 3).map((item, index) => ({
  ...item,
  verified_booking: index === 1,
}));

const visibleSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find(
      (slide) =>
        slide.getAttribute('aria-roledescription') === 'slide' &&
        !slide.hasAttribute('aria-hidden'),
    );

const current = () => visibleSlide()?.getAttribute('aria-label');

describe('TestimonialCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one review at a time, with its rating, author and details', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    expect(current()).toBe('1 of 3');
    const slide = within(visibleSlide()!);
    expect(slide.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(slide.getByText(ITEMS[0]!.customer_name)).toBeInTheDocument();
    expect(slide.getByText('Toronto, Canada · Airport Transfer')).toBeInTheDocument();
  });

  it('Next and Previous wrap round; a dot jumps to its review', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(current()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(current()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show review 2 of 3' }));
    expect(current()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Show review 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('the arrow keys move from anywhere inside it', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    const next = screen.getByRole('button', { name: 'Next review' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe('2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toBe('3 of 3');
  });

  it('a swipe left shows the next review, a swipe right the previous; a tap does nothing', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    const slides = visibleSlide()!.parentElement!;
    fireEvent.pointerDown(slides, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 100, clientY: 110 });
    expect(current()).toBe('2 of 3');
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 220, clientY: 90 });
    expect(current()).toBe('1 of 3');
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 110, clientY: 100 });
    expect(current()).toBe('1 of 3');
  });

  it('rotates by itself, holds still while focus is inside, and stops when paused', () => {
    render(<TestimonialCarousel items={ITEMS} />);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toBe('2 of 3');

    const next = screen.getByRole('button', { name: 'Next review' });
    fireEvent.focusIn(next);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toBe('2 of 3');
    fireEvent.focusOut(next, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toBe('3 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    fireEvent.focusOut(screen.getByRole('button', { name: 'Play reviews' }), {
      relatedTarget: document.body,
    });
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Play reviews' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks a review from a customer with a completed booking as a verified ride', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    expect(within(visibleSlide()!).queryByText('Verified ride')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(within(visibleSlide()!).getByText('Verified ride')).toBeInTheDocument();
  });

  it('hides the reviews that are not shown from assistive technology', () => {
    render(<TestimonialCarousel items={ITEMS} autoplay={false} />);
    const slides = screen
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(3);
    expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
  });
});
