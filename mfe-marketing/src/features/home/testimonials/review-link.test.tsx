/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { fetchReviewPrefill } from '../../../data/review-prefill';
import { submitTestimonialFromLink } from '../../../data/testimonials-api';
import { TestimonialsSection } from './testimonials-section';

jest.mock('../../../data/review-prefill', () => ({ fetchReviewPrefill: jest.fn() }));
jest.mock('../../../data/testimonials-api', () => ({
  ...jest.requireActual('../../../data/testimonials-api'),
  submitTestimonialFromLink: jest.fn(),
}));
const fetchPrefill = jest.mocked(fetchReviewPrefill);
const submitFromLink = jest.mocked(submitTestimonialFromLink);

const TOKEN = 'tok_ABCdef-0123456789abcdefghijklmnopqrstuv';

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <MemoryRouter>
      <TestimonialsSection load={() => Promise.resolve([])} />
    </MemoryRouter>,
  );
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

describe('the review link', () => {
  beforeEach(() => {
    fetchPrefill.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('opens Share Your Experience filled in from the booking, and clears the token from the address bar', async () => {
    fetchPrefill.mockResolvedValue({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      tripType: 'fromAirport',
    });
    openAt(`/?share-experience=1&review=${TOKEN}&utm_source=mail#testimonials`);
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    expect(fetchPrefill).toHaveBeenCalledWith(TOKEN);
    expect(field(dialog, 'Your name').value).toBe('Ada Lovelace');
    expect(field(dialog, 'E-mail').value).toBe('ada@example.com');
    expect(
      (within(dialog).getByRole('combobox', { name: /Service used/ }) as HTMLSelectElement).value,
    ).toBe('Airport Transfer');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?utm_source=mail#testimonials',
    );

    // Everything stays editable; the review goes out with the token (the database verifies it).
    fireEvent.change(field(dialog, 'Your name'), { target: { value: 'Ada L.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /5 – Excellent/ }));
    fireEvent.change(field(dialog, 'Your review'), {
      target: { value: 'A smooth ride from the airport.' },
    });
    submitFromLink.mockResolvedValue(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(submitFromLink).toHaveBeenCalledWith(
        TOKEN,
        expect.objectContaining({
          customerName: 'Ada L.',
          customerEmail: 'ada@example.com',
          serviceUsed: 'Airport Transfer',
          rating: 5,
        }),
      ),
    );
  });

  it('an invalid or expired token opens the empty form, without an error', async () => {
    fetchPrefill.mockResolvedValue(null);
    openAt(`/?review=${TOKEN}#testimonials`);
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    expect(field(dialog, 'Your name').value).toBe('');
    expect(field(dialog, 'E-mail').value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('a plain visit asks for nothing and opens nothing', async () => {
    openAt('/#testimonials');
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(fetchPrefill).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
