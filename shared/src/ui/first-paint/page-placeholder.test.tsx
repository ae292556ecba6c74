/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { PagePlaceholder } from './page-placeholder';

describe('PagePlaceholder', () => {
  it('shows the page’s own head over a loading body', () => {
    const { container } = render(<PagePlaceholder pathname="/refund-policy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText(/How cancellations and refunds work/)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'In short' })).toHaveTextContent(
      'In short: cancel more than 48 hours before pickup',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('uses the wide frame for staff pages and says what it waits for', () => {
    const { container } = render(
      <PagePlaceholder pathname="/admin/bookings" status="Checking your access…" />,
    );
    expect(container.firstElementChild).toHaveClass('page', 'page--wide');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
  });

  it('is a plain skeleton, with no heading, where the page has no head of its own', () => {
    render(<PagePlaceholder pathname="/admin/nowhere" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
