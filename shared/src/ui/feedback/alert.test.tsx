/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Alert, type AlertTone } from './alert';

describe('Alert', () => {
  it.each<AlertTone>(['info', 'success', 'warning', 'danger'])(
    'tone %s gets its class and a decorative icon',
    (tone) => {
      const { container } = render(<Alert tone={tone}>Message</Alert>);
      const box = container.firstElementChild as HTMLElement;
      expect(box).toHaveClass('alert', tone);
      expect(box.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('is a plain note by default: info, and not a live region', () => {
    const { container } = render(<Alert>Pickups run 24 hours a day.</Alert>);
    expect(container.firstElementChild).toHaveClass('info');
    expect(container.firstElementChild).not.toHaveAttribute('role');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces at once with live="alert"', () => {
    render(
      <Alert tone="danger" live="alert" title="Booking refused">
        Bookings must be made at least 24 hours in advance.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Booking refused');
    expect(alert).toHaveTextContent('Bookings must be made at least 24 hours in advance.');
  });

  it('announces politely with live="status"', () => {
    render(
      <Alert tone="success" live="status">
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('shows its title and an action that leads out', () => {
    render(
      <Alert
        tone="warning"
        title="Cancelling within 24 hours"
        action={<button type="button">Call us</button>}
      >
        A fee may apply.
      </Alert>,
    );
    expect(screen.getByText('Cancelling within 24 hours')).toHaveClass('title');
    expect(screen.getByRole('button', { name: 'Call us' })).toBeInTheDocument();
  });
});
