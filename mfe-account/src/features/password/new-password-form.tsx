import { AUTH_MESSAGES, MESSAGES, type NewPasswordForm, PASSWORD_HINTS } from '@bbt/shared/domain';
import { Alert, Button, Form, PasswordField, useZodForm } from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { setPassword } from '../../data/auth-actions';
import styles from '../../lib/account-panel.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadNewPasswordSchema = () =>
  import('@bbt/shared/domain').then(({ newPasswordSchema }) => newPasswordSchema);

/** The recovery link's session sets the new password (checked by the strength rule). */
export function NewPasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useZodForm(loadNewPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => form.setFocus('password'), [form]);

  const submit = async ({ password }: NewPasswordForm) => {
    setFailure(null);
    const { error } = await setPassword(password);
    if (!error) {
      onChanged();
      return;
    }
    if (error.code === 'same_password') {
      form.setError('password', { message: MESSAGES.passwordUnchanged }, { shouldFocus: true });
      return;
    }
    setFailure(error.message || AUTH_MESSAGES.passwordChangeFailed);
  };

  return (
    <Form form={form} onValid={submit} refusedMessage={MESSAGES.correctPasswordErrors}>
      {failure && (
        <div className={styles.notice}>
          <Alert tone="danger" live="alert">
            <p>{failure}</p>
          </Alert>
        </div>
      )}
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINTS.newPassword}
      />
      <PasswordField
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        confirms="password"
      />
      <Button type="submit" busy={form.formState.isSubmitting} busyLabel="Saving…">
        Set new password
      </Button>
    </Form>
  );
}
