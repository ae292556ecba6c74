import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { FieldFrame } from './field-frame';
import { NumberStepper } from './number-stepper';
import { useFieldError } from './use-field-error';

export interface NumberFieldProps {
  name: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  hint?: ReactNode;
  disabled?: boolean;
}

/** NumberStepper bound to a field of the surrounding Form. */
export function NumberField({ name, label, min, max, step, hint, disabled }: NumberFieldProps) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} required>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          // The box shows min when the form has no value: make that the value too.
          defaultValue={min}
          render={({ field }) => (
            <NumberStepper
              label={label}
              value={typeof field.value === 'number' ? field.value : min}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={min}
              max={max}
              step={step}
              disabled={disabled}
              aria={aria}
            />
          )}
        />
      )}
    </FieldFrame>
  );
}
