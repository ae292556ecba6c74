/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Skeleton, Spinner } from './loading';

describe('Spinner', () => {
  it('is a status that says what is loading', () => {
    render(<Spinner label="Loading your bookings…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your bookings…');
    expect(screen.getByText('Loading your bookings…')).not.toHaveClass('visually-hidden');
    expect(status.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can hide its label visually while still announcing it', () => {
    render(<Spinner label="Saving…" hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByText('Saving…')).toHaveClass('visually-hidden');
  });
});

describe('Skeleton', () => {
  it('draws one decorative line by default', () => {
    const { container } = render(<Skeleton />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.querySelectorAll('.skeletonLine')).toHaveLength(1);
  });

  it('draws several lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} width="80%" className="card-skeleton" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('card-skeleton');
    const lines = [...root.querySelectorAll<HTMLElement>('.skeletonLine')];
    expect(lines.map((line) => line.style.width)).toEqual(['80%', '80%', '60%']);
  });

  it('draws one block of the given height and width', () => {
    const { container } = render(<Skeleton height={120} width={300} lines={5} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('skeleton');
    expect(block.style.height).toBe('120px');
    expect(block.style.width).toBe('300px');
    expect(block.children).toHaveLength(0);
  });
});
