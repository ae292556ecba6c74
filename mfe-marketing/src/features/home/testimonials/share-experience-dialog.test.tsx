/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { ShareExperienceDialog, SUBMIT_FAILED, SUCCESS_CLOSE_MS } from './share-experience-dialog';

jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

function Harness({
  submit,
  onSubmitted = jest.fn(),
}: {
  submit: jest.Mock;
  onSubmitted?: jest.Mock;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ShareExperienceDialog
      open={open}
      onOpenChange={setOpen}
      onSubmitted={onSubmitted}
      submit={submit}
    />
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => screen.getByRole('button', { name: /Submit Review|Submitting/ });

function fillValid() {
  fireEvent.click(screen.getByRole('radio', { name: /4 – Very good/ }));
  type(/Your review/, '  A lovely, punctual ride.  ');
  type(/Your name/, 'Ann Lee');
  type(/E-mail/, 'ann@example.com');
}

describe('Share Your Experience', () => {
  it('Submit stays disabled until a rating is chosen and the text has 10 characters', () => {
    render(<Harness submit={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Share Your Experience' })).toBeInTheDocument();
    expect(send()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /5 – Excellent/ }));
    type(/Your review/, '   short   ');
    expect(send()).toBeDisabled();
    type(/Your review/, 'Ten chars!');
    expect(send()).toBeEnabled();
  });

  it('name and e-mail are required, with the required messages, and nothing typed is lost', async () => {
    const submit = jest.fn();
    render(<Harness submit={submit} />);
    fireEvent.click(screen.getByRole('radio', { name: /5 – Excellent/ }));
    type(/Your review/, 'Wonderful driver, thank you.');
    type(/E-mail/, 'not-an-email');
    fireEvent.click(send());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Your review/)).toHaveValue('Wonderful driver, thank you.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('not-an-email');
  });

  it('sends the trimmed values, shows success for 2 seconds, then closes and reloads', async () => {
    jest.useFakeTimers();
    const submit = jest.fn().mockResolvedValue(undefined);
    const onSubmitted = jest.fn();
    render(<Harness submit={submit} onSubmitted={onSubmitted} />);
    fillValid();
    type(/Where are you from/, 'Leeds, UK');
    fireEvent.change(screen.getByLabelText(/Service used/), {
      target: { value: 'Island Tour' },
    });
    await act(async () => {
      fireEvent.click(send());
    });
    expect(submit).toHaveBeenCalledWith({
      rating: 4,
      testimonialText: 'A lovely, punctual ride.',
      customerName: 'Ann Lee',
      customerEmail: 'ann@example.com',
      customerLocation: 'Leeds, UK',
      serviceUsed: 'Island Tour',
    });
    expect(screen.getByText('Thank you for your review!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('while sending, the button is busy; a failure says so and keeps the form', async () => {
    let fail: (error: Error) => void = () => undefined;
    const submit = jest.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(<Harness submit={submit} />);
    fillValid();
    fireEvent.click(send());
    await waitFor(() => expect(send()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Submitting...')).toBeInTheDocument();
    await act(async () => fail(new Error('network down')));
    expect(await screen.findByText(SUBMIT_FAILED)).toBeInTheDocument();
    expect(SUBMIT_FAILED).toBe('Failed to submit testimonial. Please try again.');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ann Lee');
    expect(send()).not.toHaveAttribute('aria-busy');
  });
});
