import { renderArea, renderInRouter } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { HomeSections } from './features/home/home-sections';
import { AreaRoutes } from './routes';

describe('mfe-marketing routes', () => {
  it.each([
    ['/gig/1', 'Airport Transfer'],
    ['/gig/2', 'Island Tour'],
    ['/gig/3', 'Day or Night Out'],
    ['/gig/4', 'Wedding Transportation'],
    ['/gig/5', 'Corporate Transportation'],
    ['/gig/6', 'Cruise Ship Excursions'],
    ['/gig/7', 'Photography Services'],
    ['/gig/8', 'Concierge Services'],
    ['/contact', 'Contact Us'],
    ['/refund-policy', 'Refund Policy'],
    ['/cancel-reservation', 'Cancel a Reservation'],
    ['/cancel-confirmation', 'Cancellation Request Received'],
  ])('%s shows "%s"', (url, heading) => {
    renderArea(AreaRoutes, url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/gig/0', '/gig/9', '/gig/abc'])(
    '%s shows "Service Not Found" with a link home',
    (url) => {
      renderArea(AreaRoutes, url);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Service Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/gig/1', 'Book Now', '/#price-calculator'],
    ['/gig/2', 'Book Now', '/book-tour'],
    ['/gig/3', 'Book Now', '/book-night-out'],
    ['/gig/4', 'Send Us a Message', '/contact#message-form'],
    ['/gig/5', 'Contact Us', '/contact#message-form'],
    ['/gig/6', 'Book Now', '/book-tour'],
    ['/gig/7', 'Send Us a Message', '/contact#message-form'],
    ['/gig/8', 'Send Us a Message', '/contact#message-form'],
  ])('%s: the Book button reads "%s" and goes to %s (SPEC section 2)', (url, label, target) => {
    renderArea(AreaRoutes, url);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', target);
  });

  it('every gig page shows "Custom Quotes Available" and three other services', () => {
    renderArea(AreaRoutes, '/gig/5');
    expect(screen.getAllByText('Custom Quotes Available')).toHaveLength(4);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('the home sections carry the SPEC scroll targets', () => {
    const { container } = renderInRouter(HomeSections);
    for (const id of ['services', 'about', 'testimonials', 'contact']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });
});
