/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';

import { openMailto } from '../../lib/mail/open-mailto';
import { CancelConfirmationPage } from './cancel-confirmation-page';
import { CANCELLATION_DELAY_MS, CANCELLATION_SUCCESS, CancellationForm } from './cancellation-form';

jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('../../lib/mail/open-mailto', () => ({ openMailto: jest.fn() }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/cancel-reservation']}>
      <Routes>
        <Route path="/cancel-reservation" element={<CancellationForm />} />
        <Route path="/cancel-confirmation" element={<CancelConfirmationPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('CancellationForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refuses a missing confirmation number and a bad e-mail, keeping both', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ann.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Cancellation' }));
    expect(await screen.findByText('Confirmation number is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Please correct the errors below', expect.anything());
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ann.example.com');
    expect(screen.getByTestId('where')).toHaveTextContent('/cancel-reservation');
  });

  it('processes for 1 second, then toasts, opens the prepared e-mail and shows the confirmation', async () => {
    jest.useFakeTimers();
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Confirmation number/), {
      target: { value: 'BB-100001-CUP' },
    });
    fireEvent.change(screen.getByLabelText(/^E-mail/), {
      target: { value: 'customer@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request Cancellation' }));
    });
    await waitFor(() => expect(screen.getByText('Processing...')).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(CANCELLATION_DELAY_MS - 1));
    expect(openMailto).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    // sonner loads with the first toast: the call may come a few microtasks later.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(CANCELLATION_SUCCESS, expect.anything()),
    );
    expect(CANCELLATION_SUCCESS).toBe('Cancellation request submitted successfully!');
    const href = jest.mocked(openMailto).mock.calls[0]![0];
    const url = new URL(href);
    expect(url.pathname).toBe('bookings@example.com');
    expect(url.searchParams.get('subject')).toBe('Booking Cancellation - BB-100001-CUP');
    expect(url.searchParams.get('body')).toContain('Email: customer@example.com');
    expect(screen.getByTestId('where')).toHaveTextContent('/cancel-confirmation');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancellation Request Received' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the prepared e-mail' })).toHaveAttribute(
      'href',
      href,
    );
    jest.useRealTimers();
  });
});
