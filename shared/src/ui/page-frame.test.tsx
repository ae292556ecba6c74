/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { ROUTES } from '../config/routes/route-manifest';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('gives the page its one h1, its intro and its content', () => {
    render(
      <PageFrame title="Contact Us" intro={<p>We answer within a day.</p>}>
        <p>Form goes here</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toHaveClass(
      'page__title',
    );
    expect(screen.getByText('We answer within a day.').parentElement).toHaveClass('page__intro');
    expect(screen.getByText('Form goes here')).toBeInTheDocument();
  });

  it('leaves the intro out when there is none', () => {
    const { container } = render(<PageFrame title="Refund Policy" />);
    expect(container.querySelector('.page__intro')).toBeNull();
    expect(container.firstElementChild).toHaveClass('container', 'page');
  });

  it('renders a string intro as a paragraph, a note, and the wide frame for staff pages', () => {
    const { container } = render(
      <PageFrame
        title="Settings"
        intro="What the public site shows."
        note={{ label: 'In short', text: 'changes show at once.' }}
        wide
      />,
    );
    expect(container.firstElementChild).toHaveClass('page', 'page--wide');
    expect(container.firstElementChild).not.toHaveClass('container');
    expect(screen.getByText('What the public site shows.').tagName).toBe('P');
    expect(screen.getByRole('note', { name: 'In short' })).toHaveTextContent(
      'In short: changes show at once.',
    );
  });

  it('renders a head of the route manifest whole: title, intro, note and width', () => {
    const { container } = render(<PageFrame head={ROUTES.refundPolicy.head} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText(ROUTES.refundPolicy.head.intro)).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'In short' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('container', 'page');
    render(<PageFrame head={ROUTES.adminUsers.head} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Admin Users' }).parentElement,
    ).toHaveClass('page--wide');
  });
});
