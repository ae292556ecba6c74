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

/**
 * NumberStepper bound to a field of the surrounding Form. What the visitor types is kept, even out
 * of range, and the schema's message says what is wrong when the box is left (and on submit);
 * typing again clears the message until the box is left again.
 */
export function NumberField({ name, label, min, max, step, hint, disabled }: NumberFieldProps) {
  const { control, setValue, getValues, clearErrors, trigger } = useFormContext();
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
              onChange={(value) => {
                setValue(name, value, { shouldDirty: true });
                clearErrors(name);
              }}
              onBlur={() => {
                field.onBlur();
                // A button pressed right after leaving the box changes the value while this check
                // runs: its verdict is then about a value that is gone.
                const checked: unknown = getValues(name);
                void trigger(name).then(() => {
                  if (!Object.is(getValues(name), checked)) clearErrors(name);
                });
              }}
              inputRef={field.ref}
              min={min}
              max={max}
              step={step}
              disabled={disabled}
              aria={aria}
              keepTyped
            />
          )}
        />
      )}
    </FieldFrame>
  );
}
