/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

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
});
