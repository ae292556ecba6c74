import { useEffect, useMemo } from 'react';
import {
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';
import type * as ZodResolvers from '@hookform/resolvers/zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<Schema extends FormSchema> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/** A schema, or a function that loads it (so a page renders its fields before it loads zod). */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

type ZodResolverModule = typeof ZodResolvers;
let resolverModule: Promise<ZodResolverModule> | null = null;

function loadResolverModule(): Promise<ZodResolverModule> {
  resolverModule ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    resolverModule = null; // a dropped connection: the next check tries again
    throw error;
  });
  return resolverModule;
}

/**
 * zod and its resolver load with the first check, or when the browser is next idle after the form
 * mounts, whichever is first; after that every check runs at once.
 */
function lazyZodResolver<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> & { preload: () => void } {
  type Checker = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let ready: Checker | null = null;
  let loading: Promise<Checker> | null = null;
  const load = (): Promise<Checker> => {
    loading ??= Promise.all([
      loadResolverModule(),
      typeof source === 'function' ? source() : Promise.resolve(source),
    ]).then(
      ([module, schema]) => (ready = module.zodResolver(schema) as unknown as Checker),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Checker = (values, context, options) =>
    ready
      ? ready(values, context, options)
      : load().then((check) => check(values, context, options));
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * A react-hook-form form checked by a zod schema from `@bbt/shared/domain`, so the messages come
 * from one place. Errors show when a field loses focus and on submit, then update as the
 * visitor types; a refused submit focuses the first invalid field.
 */
export function useZodForm<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): ZodForm<Schema> {
  // A schema that depends on props (a booking's change form) gets a new resolver when it changes;
  // a loader must be a stable function (declared outside the component).
  const resolver = useMemo(() => lazyZodResolver(source), [source]);
  useEffect(() => whenIdle(resolver.preload), [resolver]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
