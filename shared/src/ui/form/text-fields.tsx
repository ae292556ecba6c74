import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Icon } from '../display/icons';
import { FieldFrame } from './field-frame';
import { useFieldError } from './use-field-error';
import { useRecheckOnChange } from './use-recheck-on-change';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'id' | 'children' | 'defaultValue' | 'value' | 'onChange'
>;

export interface TextFieldProps extends NativeInputProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date' | 'time';
  hint?: ReactNode;
  optional?: boolean;
}

/** Text, e-mail, phone, date and time inputs (native pickers; pass `min` for dates and times). */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  optional,
  ...input
}: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} required={!optional}>
      {(aria) => (
        <input
          {...input}
          {...aria}
          {...register(name)}
          type={type}
          className="form-control"
          readOnly={input.readOnly}
        />
      )}
    </FieldFrame>
  );
}

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/** A native date picker; `min` is 'YYYY-MM-DD' (tomorrow for pickups). */
export const DateField = (props: DateFieldProps) => <TextField {...props} type="date" />;

/** A native time picker ('HH:MM', shown in the visitor's 12- or 24-hour style). */
export const TimeField = (props: DateFieldProps) => <TextField {...props} type="time" />;

export interface PasswordFieldProps extends NativeInputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  /** The password field this one confirms: this one is checked again whenever that one changes. */
  confirms?: string;
}

/** A password with a show toggle: one fixed name, its state in aria-pressed (read as 'pressed'). */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
  confirms,
  ...input
}: PasswordFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  useRecheckOnChange(name, confirms);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} required>
      {(aria) => (
        <div className="form-with-button">
          <input
            {...input}
            {...aria}
            {...register(name)}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            className="form-control"
          />
          <button
            type="button"
            className={`icon-btn form-inline-button`}
            aria-pressed={visible}
            aria-label="Show password"
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export interface TextareaFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Shows 'n / max' under the box; the schema refuses longer text with its own message. */
  maxLength?: number;
  /** Text under the box that describes it (e.g. a limit counted elsewhere); replaces 'n / max'. */
  aside?: ReactNode;
  rows?: number;
  placeholder?: string;
}

export function TextareaField({
  name,
  label,
  hint,
  optional,
  maxLength,
  aside,
  rows = 4,
  placeholder,
}: TextareaFieldProps) {
  const { register, control } = useFormContext();
  const error = useFieldError(name);
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  const counter =
    maxLength === undefined ? undefined : (
      <span className={length > maxLength ? 'form-counter-over' : 'form-counter'}>
        {length} / {maxLength} characters
      </span>
    );
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={!optional}
      aside={aside ?? counter}
    >
      {(aria) => (
        <textarea
          {...aria}
          {...register(name)}
          rows={rows}
          placeholder={placeholder}
          className={`form-control form-textarea`}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a service'); the schema says when none is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
}

/** A native select: the phone's own picker on mobile, fully keyboard-usable everywhere. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  optional,
  autoComplete,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} required={!optional}>
      {(aria) => (
        <select
          {...aria}
          {...register(name)}
          autoComplete={autoComplete}
          className={`form-control form-select`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
