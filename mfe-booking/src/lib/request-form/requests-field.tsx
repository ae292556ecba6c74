import {
  allowanceText,
  MAILTO_ALLOWANCE_WARNING,
  REQUESTS_PART,
  mailtoAllowance,
  type MailtoDraft,
} from '@bbt/shared/domain';
import { TextareaField } from '@bbt/shared/ui';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';

import styles from './request-form.module.css';
import { useSettledValue } from './use-settled-value';

/** A screen reader hears the allowance once typing pauses this long, not at every keystroke. */
export const ANNOUNCE_AFTER_MS = 1_000;

export interface RequestsFieldProps<Values extends FieldValues> {
  /** The prepared e-mail the form's current values make. */
  draft: (values: Values) => MailtoDraft;
  placeholder: string;
}

/**
 * The additional-requests box with the room the prepared e-mail leaves for it, counted from the
 * e-mail everything else typed makes. The count is part of the box's description; a polite live
 * region says it after a pause, and only once it is low or over.
 */
export function RequestsField<Values extends FieldValues>({
  draft,
  placeholder,
}: RequestsFieldProps<Values>) {
  const { control, getValues } = useFormContext<Values>();
  // Re-render on any change: the room depends on every field.
  useWatch({ control });
  const allowance = mailtoAllowance(draft(getValues()), REQUESTS_PART);
  const text = allowanceText(allowance);
  const announced = useSettledValue(
    allowance <= MAILTO_ALLOWANCE_WARNING ? text : '',
    ANNOUNCE_AFTER_MS,
  );
  return (
    <>
      <TextareaField
        name="additionalRequests"
        label={REQUESTS_PART}
        optional
        placeholder={placeholder}
        aside={
          <span className={allowance < 0 ? styles.allowanceOver : styles.allowance}>{text}</span>
        }
      />
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
