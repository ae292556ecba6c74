import { type ReactNode, useId } from 'react';

import { classNames } from '../class-names';

/** The ARIA wiring every control gets from its frame. */
export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label with '(optional)'; required fields are the norm and stay unmarked. */
  optional?: boolean;
  required?: boolean;
  /** Extra text under the control that is part of its description (a character counter). */
  aside?: ReactNode;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}

/**
 * Label, hint, control and error in one column. The error is linked to the control with
 * aria-describedby and flips aria-invalid, so a screen reader hears it on focus.
 */
export function FieldFrame({
  label,
  hint,
  error,
  optional,
  required,
  aside,
  className,
  children,
}: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const asideId = aside ? `${id}-aside` : undefined;
  const describedBy = [errorId, hintId, asideId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('form-field', className)}>
      <label htmlFor={id} className="form-label">
        {label}
        {optional && <span className="form-optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {aside && (
        <div id={asideId} className="form-aside">
          {aside}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="form-error">
      {children}
    </p>
  );
}
