/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { SAMPLE_TESTIMONIALS } from './sample-testimonials';
import { MODERATION_NOTE } from '@bbt/shared/ui/first-paint';

import { TestimonialsSection } from './testimonials-section';
import type { PublicTestimonial } from '../../../data/testimonials-api';

const stored = (name: string, verified = false): PublicTestimonial => ({
  id: name,
  customer_name: name,
  customer_location: null,
  service_used: null,
  rating: 5,
  testimonial_text: `${name} loved the ride across the island.`,
  verified_booking: verified,
  created_at: '2026-11-01T10:00:00Z',
});

function renderSection(load: () => Promise<PublicTestimonial[]>) {
  return render(
    <MemoryRouter>
      <TestimonialsSection load={load} />
    </MemoryRouter>,
  );
}

const carousel = () => screen.findByRole('region', { name: 'Customer reviews' });

describe('TestimonialsSection', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('carries the testimonials scroll target and publishes its moderation rule', async () => {
    const { container } = renderSection(() => Promise.resolve([stored('Ann')]));
    expect(container.querySelector('#testimonials')).not.toBeNull();
    expect(screen.getByText(MODERATION_NOTE)).toBeInTheDocument();
    expect(MODERATION_NOTE).toBe(
      'Every review is read by our team before it appears; we publish good and bad alike.',
    );
    await carousel();
  });

  it('shows the approved testimonials it loaded, in their order', async () => {
    renderSection(() => Promise.resolve([stored('Ann', true), stored('Ben')]));
    const region = await carousel();
    expect(within(region).getByRole('button', { name: 'Show review 2 of 2' })).toBeInTheDocument();
    expect(within(region).getByText('Ann')).toBeInTheDocument();
    expect(within(region).getByText('Verified ride')).toBeInTheDocument();
  });

  it('shows the five built-in samples when there are none', async () => {
    renderSection(() => Promise.resolve([]));
    const region = await carousel();
    expect(within(region).getAllByRole('button', { name: /^Show review/ })).toHaveLength(5);
    expect(within(region).getByText(SAMPLE_TESTIMONIALS[0]!.customer_name)).toBeInTheDocument();
  });

  it('shows the five built-in samples when the database cannot be reached', async () => {
    renderSection(() => Promise.reject(new Error('Failed to fetch')));
    const region = await carousel();
    expect(within(region).getAllByRole('button', { name: /^Show review/ })).toHaveLength(5);
  });

  it('loads Share Your Experience when asked and gives focus back when it closes', async () => {
    renderSection(() => Promise.resolve([stored('Ann')]));
    await carousel();
    const share = screen.getByRole('button', { name: 'Share Your Experience' });
    share.focus();
    fireEvent.click(share);
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(share).toHaveFocus());
  });
});
