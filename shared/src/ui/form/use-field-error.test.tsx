/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';

import { useFieldError } from './use-field-error';

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
