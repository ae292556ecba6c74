import type * as z from 'zod';

/** Field path -> every message zod reports for it, in order ({} when the value is valid). */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
