import { type FormHTMLAttributes, type ReactNode, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

import { notify } from '../feedback/notify';
import { CHECKS_UNAVAILABLE } from './use-zod-form';

export interface FormProps<Input extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  /** A toast shown when a submit is refused, e.g. 'Please correct the errors below'. */
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
    const message = errors.root?.type === CHECKS_UNAVAILABLE ? errors.root.message : refusedMessage;
    if (message) notify.error(message);
    onRefused?.(errors);
  };
  // Pressing Submit with the mouse blurs the field being edited on pointerdown; its blur check
  // would show an error, push the button down, and the release would land beside it: the click was
  // lost. While the pointer is down on this form's submit button that check is skipped; the submit
  // that follows checks every field. (Tabbing to the button still checks the field.)
  const pressingSubmit = useRef(false);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, refuse)}
        onPointerDownCapture={(event) => {
          pressingSubmit.current = isSubmitButton(event.target, event.currentTarget);
        }}
        onClickCapture={() => {
          pressingSubmit.current = false;
        }}
        onBlurCapture={(event) => {
          if (pressingSubmit.current) event.stopPropagation();
        }}
        {...rest}
      >
        {children}
      </form>
    </FormProvider>
  );
}

function isSubmitButton(target: EventTarget, form: HTMLFormElement): boolean {
  const button = target instanceof Element ? target.closest('button') : null;
  return button !== null && button.type === 'submit' && form.contains(button);
}
