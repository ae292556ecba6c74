import {
  type EmailOnlyForm,
  MESSAGES,
  resendErrorMessage,
  resetErrorMessage,
} from '@bbt/shared/domain';
import { Alert, Button, Form, TextField, useZodForm } from '@bbt/shared/ui';
import { useState } from 'react';

import { resendConfirmation, sendPasswordReset } from '../data/auth-actions';
import styles from './account-panel.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadEmailOnlySchema = () =>
  import('@bbt/shared/domain').then(({ emailOnlySchema }) => emailOnlySchema);

export type LinkPurpose = 'recovery' | 'confirmation';

const COPY: Record<LinkPurpose, { button: string; busy: string; sent: (email: string) => string }> =
  {
    recovery: {
      button: 'Send reset link',
      busy: 'Sending…',
      sent: (email) =>
        `If an account exists for ${email}, a new link to choose a password is on its way. It works once and expires after 24 hours.`,
    },
    confirmation: {
      button: 'Send a new confirmation link',
      busy: 'Sending…',
      sent: (email) =>
        `If ${email} has an account waiting for confirmation, a new confirmation link is on its way.`,
    },
  };

/** Asks the auth service for a new e-mail link: a password reset or a sign-up confirmation. */
export function RequestLinkForm({ purpose }: { purpose: LinkPurpose }) {
  const form = useZodForm(loadEmailOnlySchema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = COPY[purpose];

  const submit = async ({ email }: EmailOnlyForm) => {
    setFailure(null);
    setSentTo(null);
    const { error } =
      purpose === 'recovery' ? await sendPasswordReset(email) : await resendConfirmation(email);
    if (!error) setSentTo(email);
    else setFailure(purpose === 'recovery' ? resetErrorMessage(error) : resendErrorMessage(error));
  };

  return (
    <Form form={form} onValid={submit} refusedMessage={MESSAGES.emailInvalid}>
      {sentTo && (
        <div className={styles.notice}>
          <Alert tone="success" live="status">
            <p>{copy.sent(sentTo)}</p>
          </Alert>
        </div>
      )}
      {failure && (
        <div className={styles.notice}>
          <Alert tone="danger" live="alert">
            <p>{failure}</p>
          </Alert>
        </div>
      )}
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <Button type="submit" busy={form.formState.isSubmitting} busyLabel={copy.busy}>
        {copy.button}
      </Button>
    </Form>
  );
}
