/** @jest-environment jsdom */
import { hourlyRate } from '@bbt/shared/domain';
import { renderArea, renderInRouter } from '@bbt/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { HomeSections } from './features/home/home-sections';
import { SERVICES } from './lib/services/services-data';
import { AreaRoutes, preloadAllPages } from './routes';

beforeAll(() => preloadAllPages());

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

  it.each(['/gig/0', '/gig/9', '/gig/abc', '/gig/1.5'])(
    '%s shows "Service Not Found" with a link home',
    (url) => {
      renderArea(AreaRoutes, url);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Service Not Found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );
});

describe('gig pages', () => {
  it.each([
    ['/gig/1', 'Book Now', '/#price-calculator'],
    ['/gig/2', 'Book Now', '/book-tour'],
    ['/gig/3', 'Book Now', '/book-night-out'],
    ['/gig/4', 'Send Us a Message', '/contact#message-form'],
    ['/gig/5', 'Contact Us', '/contact#message-form'],
    ['/gig/6', 'Book Now', '/book-tour'],
    ['/gig/7', 'Send Us a Message', '/contact#message-form'],
    ['/gig/8', 'Send Us a Message', '/contact#message-form'],
  ])('%s: the Book button reads "%s" and goes to %s', (url, label, target) => {
    renderArea(AreaRoutes, url);
    const panel = screen.getByRole('complementary');
    expect(within(panel).getByRole('link', { name: label })).toHaveAttribute('href', target);
  });

  it('shows the price text, the gallery, the features, refund, phone and chat links and three other services', () => {
    renderArea(AreaRoutes, '/gig/5');
    expect(screen.getAllByText('Custom Quotes Available')).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /^Open picture \d of 3/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'What is included' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByRole('link', { name: /Call \+1 246 269 9288/ })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello! I have a question about my booking',
    );
    expect(screen.getByText('After Hours')).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Other services' }));
    expect(others.getAllByRole('article')).toHaveLength(3);
    expect(others.queryByRole('link', { name: 'Corporate Transportation' })).toBeNull();
  });

  it('has five FAQ questions, the fifth the refund policy, and opens one at a time', () => {
    renderArea(AreaRoutes, '/gig/1');
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(questions[4]).toHaveTextContent('What is your cancellation and refund policy?');
    fireEvent.click(questions[4]!);
    expect(faq.getByText(/100% refund/)).toHaveTextContent(/25% deposit/);
    expect(faq.getByText(/100% refund/)).toHaveTextContent(/60 minutes of free waiting/);
    expect(faq.getByText(/100% refund/)).toHaveTextContent(
      /Book 24-48 hours ahead \(2-3 months for weddings\)/,
    );
    fireEvent.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[4]).toHaveAttribute('aria-expanded', 'false');
  });

  it('every gig page has five questions ending with the same policy question', () => {
    for (const service of SERVICES) {
      expect(service.faq).toHaveLength(5);
      expect(service.faq[4]?.question).toBe('What is your cancellation and refund policy?');
    }
  });

  it('the tour FAQ quotes the hourly rates of the domain rules', () => {
    const answer = SERVICES[1]?.faq[1]?.answer ?? '';
    for (const [type, persons] of [
      ['standard', 2],
      ['standard', 6],
      ['luxury', 2],
      ['van', 8],
      ['van', 12],
    ] as const) {
      expect(answer).toContain(`US$${hourlyRate(type, persons)}`);
    }
  });

  it('after a tour request, /gig/2 shows the success state with the reference number', () => {
    render(
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/gig/2',
            state: {
              bookingSuccess: true,
              message: 'Your booking request has been prepared!',
              referenceNumber: 'TR-123456-ABC',
            },
          },
        ]}
      >
        <Routes>
          <Route path="/*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    const success = screen.getByTestId('booking-success');
    expect(success).toHaveTextContent('Your booking request has been prepared!');
    expect(success).toHaveTextContent('TR-123456-ABC');
    expect(success).toHaveFocus();
    fireEvent.click(within(success).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('booking-success')).toBeNull();
  });

  it('ignores navigation state that is not a booking success', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/gig/3', state: { bookingSuccess: 'yes' } }]}>
        <Routes>
          <Route path="/*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('booking-success')).toBeNull();
  });
});

describe('policy pages', () => {
  it('the cancellation policies open one at a time', () => {
    renderArea(AreaRoutes, '/cancel-reservation');
    const triggers = [
      'Cancellations By You',
      'Cancellations By Us',
      'No-Shows',
      'Late Client Policy',
    ].map((name) => screen.getByRole('button', { name }));
    fireEvent.click(triggers[0]!);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(triggers[2]!);
    expect(triggers[2]).toHaveAttribute('aria-expanded', 'true');
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('the refund policy lists every refund term', () => {
    renderArea(AreaRoutes, '/refund-policy');
    for (const term of [
      /More than 48 hours before pickup: full \(100%\) refund/,
      /24 to 48 hours before pickup: a 25% cancellation charge/,
      /Less than 24 hours before pickup: no refund/,
      /Economy rides are non-refundable/,
      /Refunds are paid within 14 days/,
      /No-shows are charged 100% of the fare/,
      /Three consecutive no-shows block future bookings/,
      /15 minutes late or more/,
      /50% non-refundable charge/,
      /If we have to cancel, you receive a 100% refund within 14 days/,
    ]) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }
  });

  it('the confirmation page lists the three next steps and links home and to contact', () => {
    renderArea(AreaRoutes, '/cancel-confirmation');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        '1Our team reviews your request.',
        '2You receive an e-mail confirmation within the hour.',
        '3Any refund due is paid within 14 days.',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

describe('home sections', () => {
  it('carry the home scroll targets and the eight services', () => {
    const { container } = renderInRouter(HomeSections);
    for (const id of ['services', 'about', 'testimonials', 'contact']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    const services = within(container.querySelector('#services') as HTMLElement);
    expect(services.getAllByRole('article')).toHaveLength(8);
  });

  it('the about section states the figures, operating since 2007 and four reasons', () => {
    const { container } = renderInRouter(HomeSections);
    const about = within(container.querySelector('#about') as HTMLElement);
    expect(about.getByText(/operating since 2007/)).toBeInTheDocument();
    for (const figure of ['500+', '18+', '4.9/5', '98%']) {
      expect(about.getByText(figure)).toBeInTheDocument();
    }
    expect(about.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
