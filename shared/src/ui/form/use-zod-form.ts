import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

export type ZodForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/**
 * A react-hook-form form checked by a zod schema from `@bbt/shared/domain`, so the messages come
 * from one place. Errors show when a field loses focus and on submit, then update as the
 * visitor types; a refused submit focuses the first invalid field.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): ZodForm<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
