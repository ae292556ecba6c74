/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { REVIEWS_DELAY_MS, ReviewsBlock } from './reviews-block';

describe('ReviewsBlock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lays out four five-star reviews at once and shows them after 1 second', () => {
    render(
      <MemoryRouter>
        <ReviewsBlock />
      </MemoryRouter>,
    );
    const list = screen.getByTestId('featured-reviews');
    // Already laid out (the same four cards), hidden: nothing moves when they appear.
    expect(list.children).toHaveLength(4);
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(list).toHaveAttribute('aria-busy', 'true');
    const before = list.innerHTML;

    act(() => jest.advanceTimersByTime(REVIEWS_DELAY_MS - 1));
    expect(list).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(list).not.toHaveAttribute('aria-hidden');
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list.innerHTML).toBe(before);
    expect(within(list).getAllByText('Rated 5 out of 5')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute(
      'href',
      '/#testimonials',
    );
  });
});
