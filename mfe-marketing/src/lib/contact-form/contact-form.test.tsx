/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';

import { openMailto } from '../mail/open-mailto';
import { CONTACT_DELAY_MS, CONTACT_SUCCESS, ContactForm } from './contact-form';

jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('../mail/open-mailto', () => ({ openMailto: jest.fn() }));

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm(service?: 'wedding') {
  render(
    <MemoryRouter>
      <ContactForm service={service} />
    </MemoryRouter>,
  );
}

function fill() {
  type(/^Name/, 'Ann Lee');
  type(/^E-mail/, 'ann@example.com');
  type(/^Contact number/, '+1 246 555 0100');
  fireEvent.change(screen.getByLabelText(/^Service/), { target: { value: 'wedding' } });
  type(/^Message/, 'We need cars for 40 guests on 12 June.');
}

const parse = (href: string) => {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
};

describe('ContactForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refuses an empty form with the required messages and the toast, keeping what was typed', async () => {
    renderForm();
    type(/^E-mail/, 'ann@');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Service is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Please correct the errors below', expect.anything());
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ann@');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('opens the prepared e-mail to the inbox with a CM reference in the subject', async () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(openMailto).toHaveBeenCalledTimes(1));
    const mail = parse(jest.mocked(openMailto).mock.calls[0]![0]);
    expect(mail.to).toBe('bookings@example.com');
    expect(mail.subject).toMatch(/^Contact Message - CM-\d{6}-[A-Z]{3}$/);
    expect(mail.body).toContain('Name: Ann Lee');
    expect(mail.body).toContain('Email: ann@example.com');
    expect(mail.body).toContain('Phone: +1 246 555 0100');
    expect(mail.body).toContain('Service: wedding');
    expect(mail.body).toContain('Confirmation number: Not provided');
    expect(mail.body).toContain('We need cars for 40 guests on 12 June.');
  });

  it('uses the confirmation number as the reference when one is given', async () => {
    renderForm();
    fill();
    type(/^Confirmation number/, 'BB-123456-ABC');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(openMailto).toHaveBeenCalled());
    expect(parse(jest.mocked(openMailto).mock.calls[0]![0]).subject).toBe(
      'Contact Message - BB-123456-ABC',
    );
  });

  it('after 1 second: the success toast, an empty form and a link to the e-mail again', async () => {
    jest.useFakeTimers();
    renderForm();
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    await waitFor(() => expect(openMailto).toHaveBeenCalled());
    expect(screen.getByText('Preparing your e-mail...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(CONTACT_DELAY_MS - 1));
    expect(toast.success).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    // sonner loads with the first toast: the call may come a few microtasks later.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(CONTACT_SUCCESS, expect.anything()),
    );
    expect(CONTACT_SUCCESS).toBe(
      'Your message has been prepared! Please send it from your email client.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Open the prepared e-mail' })).toHaveAttribute(
      'href',
      jest.mocked(openMailto).mock.calls[0]![0],
    );
    jest.useRealTimers();
  });

  it('preselects the service a gig page asked for', () => {
    renderForm('wedding');
    expect(screen.getByLabelText(/^Service/)).toHaveValue('wedding');
  });

  it('offers the eight services', () => {
    renderForm();
    const values = Array.from((screen.getByLabelText(/^Service/) as HTMLSelectElement).options).map(
      (option) => option.value,
    );
    expect(values).toEqual([
      '',
      'airport',
      'tour',
      'dayornightout',
      'wedding',
      'corporate',
      'cruise',
      'photography',
      'concierge',
    ]);
  });
});
