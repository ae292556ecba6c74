import type { FocusEvent, FormHTMLAttributes, ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

import { notify } from '../feedback/notify';

export interface FormProps<Input extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** A toast shown when a submit is refused, e.g. the SPEC's 'Please correct the errors below'. */
  refusedMessage?: string;
  onRefused?: (errors: FieldErrors<Input>) => void;
  children: ReactNode;
}

/**
 * A form whose fields (TextField, SelectField, …) find it through context. Native validation is
 * off (noValidate): the schema's messages are the ones shown. Nothing typed is cleared on refusal.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onValid,
  refusedMessage,
  onRefused,
  children,
  ...rest
}: FormProps<Input, Output>) {
  const refuse = (errors: FieldErrors<Input>) => {
    if (refusedMessage) notify.error(refusedMessage);
    onRefused?.(errors);
  };
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, refuse)}
        onBlurCapture={skipBlurCheckBeforeSubmit}
        {...rest}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Pressing Submit blurs the field being edited on mousedown; its blur check would show an error,
 * push the button down and the mouseup would land beside it, so the click was lost. When focus
 * moves from a field to this form's submit button, that check is skipped: the submit that follows
 * checks every field.
 */
function skipBlurCheckBeforeSubmit(event: FocusEvent<HTMLFormElement>) {
  const next = event.relatedTarget;
  if (
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    event.currentTarget.contains(next)
  ) {
    event.stopPropagation();
  }
}
