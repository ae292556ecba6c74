/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { FieldError, FieldFrame } from './field-frame';

describe('FieldFrame', () => {
  it('labels the control it renders and marks optional fields in the label', () => {
    render(
      <FieldFrame label="Address" optional>
        {(aria) => <input {...aria} />}
      </FieldFrame>,
    );
    const control = screen.getByLabelText('Address (optional)');
    expect(control).toBeInTheDocument();
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-required');
  });

  it('describes the control by error, hint and aside, in that order, and flags it invalid', () => {
    render(
      <FieldFrame
        label="Message"
        hint="Tell us your dates"
        error="Message is required"
        aside="0 / 500 characters"
        required
        className="wide"
      >
        {(aria) => <textarea {...aria} />}
      </FieldFrame>,
    );
    const control = screen.getByLabelText('Message');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAttribute('aria-required', 'true');
    const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Message is required',
      'Tell us your dates',
      '0 / 500 characters',
    ]);
    expect(control.closest('.form-field')).toHaveClass('wide');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <FieldFrame label="First" error="First is wrong">
          {(aria) => <input {...aria} />}
        </FieldFrame>
        <FieldFrame label="Second" error="Second is wrong">
          {(aria) => <input {...aria} />}
        </FieldFrame>
      </>,
    );
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('First is wrong');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Second is wrong');
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});

describe('FieldError', () => {
  it('renders its message with its id', () => {
    render(<FieldError id="email-error">Email is required</FieldError>);
    expect(screen.getByText('Email is required')).toHaveAttribute('id', 'email-error');
  });
});
