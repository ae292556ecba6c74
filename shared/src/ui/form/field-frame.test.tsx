/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';

import { FieldError, FieldFrame, useFieldError } from './field-frame';

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
    expect(control.closest('.field')).toHaveClass('wide');
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

describe('useFieldError', () => {
  function ErrorOf({ name }: { name: string }) {
    return <p>{useFieldError(name) ?? 'no error'}</p>;
  }

  function Harness({ errors }: { errors: Record<string, { type: string; message?: string }> }) {
    const form = useForm({ errors } as Parameters<typeof useForm>[0]);
    return (
      <FormProvider {...form}>
        <ErrorOf name="trip.pickup" />
        <ErrorOf name="other" />
      </FormProvider>
    );
  }

  it('reads a nested field error message, and nothing for a field without one', () => {
    render(
      <Harness
        errors={{ trip: { pickup: { type: 'x', message: 'Pickup is required' } } as never }}
      />,
    );
    expect(screen.getByText('Pickup is required')).toBeInTheDocument();
    expect(screen.getByText('no error')).toBeInTheDocument();
  });

  it('treats an error without a message as no error', () => {
    render(<Harness errors={{ other: { type: 'custom', message: '' } }} />);
    expect(screen.getAllByText('no error')).toHaveLength(2);
  });
});
