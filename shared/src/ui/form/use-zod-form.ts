import { useEffect, useMemo } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';

import { MESSAGES } from '../../domain/validation/messages';
import type * as ZodResolvers from '@hookform/resolvers/zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The root error of a check that could not run because its code did not load. */
export const CHECKS_UNAVAILABLE = 'checks-unavailable';

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
 * zod and its resolver load at the visitor's first tap, key or focus on the page, or with the first
 * check, whichever is first; after that every check runs at once. Not at idle time: evaluating
 * zod is a task of its own that a visitor who only reads the page would wait behind.
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
  const unavailable = (): ResolverError<z.input<Schema>> => ({
    values: {},
    errors: {
      root: { type: CHECKS_UNAVAILABLE, message: MESSAGES.formChecksUnavailable },
    } as FieldErrors<z.input<Schema>>,
  });
  // A check that cannot load refuses the submit with a message (the Form shows it) rather than
  // throwing: react-hook-form would reject the submit silently. The next check loads again.
  const resolver: Checker = (values, context, options) =>
    ready
      ? ready(values, context, options)
      : load().then((check) => check(values, context, options), unavailable);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

const USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Runs `task` once, at the visitor's first tap, key or focus on the page; returns a cancel. */
function whenUsed(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => USE_EVENTS.forEach((event) => window.removeEventListener(event, run, true));
  USE_EVENTS.forEach((event) =>
    window.addEventListener(event, run, { capture: true, passive: true }),
  );
  return cancel;
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
  useEffect(() => whenUsed(resolver.preload), [resolver]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
