import { FieldFrame } from '@bbt/shared/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';

import controls from '../controls.module.css';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
}

/** A controlled input in the design system's field frame (label, hint, error, ARIA). */
export function TextInput({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  ...input
}: TextInputProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error ?? undefined}
      optional={optional}
      required={!optional}
    >
      {(aria) => (
        <input
          {...aria}
          {...input}
          className={controls.control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
