import {
  type EmailOnlyForm,
  emailOnlySchema,
  MESSAGES,
  resetErrorMessage,
} from '@bbt/shared/domain';
import { Button, Form, LinkButton, useZodForm } from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { sendPasswordReset } from '../../data/auth-actions';
import styles from './auth-dialogs.module.css';
import { EmailField } from './email-field';
import { FailureAlert } from './failure-alert';

export interface ForgotPasswordViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onBackToLogin: () => void;
}

/** Forgot-password mode: one e-mail field; the link leads to /reset-password. */
export function ForgotPasswordView({
  email,
  onEmailChange,
  onSent,
  onBackToLogin,
}: ForgotPasswordViewProps) {
  const form = useZodForm(emailOnlySchema, { mode: 'onSubmit', defaultValues: { email } });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => form.setFocus('email'), [form]);

  const submit = async ({ email: address }: EmailOnlyForm) => {
    setFailure(null);
    onEmailChange(address);
    const { error } = await sendPasswordReset(address);
    if (error) setFailure(resetErrorMessage(error));
    else onSent(address);
  };

  return (
    <Form
      form={form}
      onValid={submit}
      refusedMessage={MESSAGES.emailInvalid}
      className={styles.form}
    >
      <FailureAlert message={failure} />
      <EmailField />
      <Button
        type="submit"
        block
        size="lg"
        busy={form.formState.isSubmitting}
        busyLabel="Sending…"
        className={styles.submit}
      >
        Send reset link
      </Button>
      <p className={styles.switch}>
        <LinkButton onClick={onBackToLogin}>Back to login</LinkButton>
      </p>
    </Form>
  );
}
