/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Card, EmptyState, StatTile } from './card';

describe('Card', () => {
  it('is a div with the card class by default and passes attributes through', () => {
    const { container } = render(
      <Card className="wide" aria-label="Trip summary">
        Content
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('card', 'wide');
    expect(card).toHaveAttribute('aria-label', 'Trip summary');
  });

  it.each(['section', 'article', 'li'] as const)('can be rendered as <%s>', (tag) => {
    const { container } = render(
      tag === 'li' ? (
        <ul>
          <Card as="li">Item</Card>
        </ul>
      ) : (
        <Card as={tag}>Item</Card>
      ),
    );
    expect(container.querySelector(`${tag}.card`)).toHaveTextContent('Item');
  });
});

describe('StatTile', () => {
  it('shows its label then its value', () => {
    render(<StatTile label="Pending bookings" value={12} tone="warning" />);
    const label = screen.getByText('Pending bookings');
    const value = screen.getByText('12');
    expect(label.compareDocumentPosition(value) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(label.parentElement).toHaveClass('statTile', 'stat_warning');
    expect(value).toHaveClass('statValue');
  });

  it('gives the style the length of a figure written as text or a number, so it fits on one line', () => {
    render(
      <>
        <StatTile label="Revenue" value="US$12,345" />
        <StatTile label="Bookings" value={128} />
        <StatTile label="Loading" value={<span data-testid="skeleton" />} />
      </>,
    );
    expect(screen.getByText('US$12,345').style.getPropertyValue('--stat-chars')).toBe('9');
    expect(screen.getByText('128').style.getPropertyValue('--stat-chars')).toBe('3');
    expect(screen.getByTestId('skeleton').parentElement?.getAttribute('style')).toBeNull();
    // Only a figure of known length is kept on one line; other content may wrap.
    expect(screen.getByText('US$12,345')).toHaveClass('statValueFit');
    expect(screen.getByTestId('skeleton').parentElement).not.toHaveClass('statValueFit');
  });

  it('is neutral by default', () => {
    render(<StatTile label="Revenue" value="US$1,234" />);
    expect(screen.getByText('Revenue').parentElement).toHaveClass('stat_neutral');
  });
});

describe('EmptyState', () => {
  it('renders its heading, description, icon and the action that leads out of it', () => {
    render(
      <EmptyState
        title="No bookings yet"
        description="Book a ride and it will appear here."
        icon={<svg data-testid="icon" aria-hidden="true" />}
        action={<a href="/book">Book a ride</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByText('Book a ride and it will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/book');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('can use an h3 and leaves out what is not given', () => {
    const { container } = render(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
    expect(container.querySelector('.emptyAction')).toBeNull();
    expect(container.querySelector('.emptyText')).toBeNull();
    expect(container.querySelector('.emptyIcon')).toBeNull();
  });
});
