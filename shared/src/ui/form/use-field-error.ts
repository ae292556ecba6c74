import { get, useFormContext, useFormState } from 'react-hook-form';

/**
 * The current error message of a field of the surrounding Form, if any. Kept apart from FieldFrame
 * so that a field without react-hook-form (the home page's price calculator) does not bring it.
 */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message?: unknown }).message ?? '') || undefined
    : undefined;
}
