/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { CONTACT_FORM_KEY, ContactFormFirstPaint } from './contact-form-first-paint';
import { CARRY_OVER_FORM, typedValues, watchCarryOver } from './carry-over';

describe("the contact form as the page's HTML shows it", () => {
  it('labels every field as the app’s form does, optional ones marked', () => {
    render(<ContactFormFirstPaint inbox="bookings@example.com" />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contact number (optional)')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Confirmation number (optional)')).toHaveAccessibleDescription(
      'If your message is about a booking, e.g. BB-123456-ABC.',
    );
    expect(screen.getByLabelText('Service')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText(/ready to send to bookings@example.com/)).toBeInTheDocument();
  });

  it('shows again what the visitor typed into an earlier copy', () => {
    watchCarryOver();
    const first = render(<ContactFormFirstPaint inbox="bookings@example.com" />);
    const form = first.container.querySelector(`form[${CARRY_OVER_FORM}]`);
    expect(form).not.toBeNull();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    name.value = 'Ada';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typedValues(CONTACT_FORM_KEY)).toEqual({ name: 'Ada' });
    first.unmount();
    render(<ContactFormFirstPaint inbox="bookings@example.com" />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });
});
