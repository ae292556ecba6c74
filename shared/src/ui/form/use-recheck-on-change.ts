import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Checks field `name` again whenever field `source` changes, once `name` has been visited or the
 * form submitted: a confirmation follows the password it repeats, so correcting either one clears
 * 'Passwords do not match' and changing the password after confirming it shows the mismatch.
 */
export function useRecheckOnChange(name: string, source: string | undefined): void {
  const { control, formState, getFieldState, trigger } = useFormContext();
  const sourceValue: unknown = useWatch({
    control,
    name: source ?? name,
    disabled: source === undefined,
  });
  const { isSubmitted } = formState;
  const seen = useRef(sourceValue);
  useEffect(() => {
    if (source === undefined || Object.is(seen.current, sourceValue)) return;
    seen.current = sourceValue;
    if (getFieldState(name).isTouched || isSubmitted) void trigger(name);
  }, [getFieldState, isSubmitted, name, source, sourceValue, trigger]);
}
