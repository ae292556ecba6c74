import {
  AUTH_MESSAGES,
  isTooManyRequests,
  MESSAGES,
  PASSWORD_HINTS,
  type PasswordChangeForm,
} from '@bbt/shared/domain';
import { Button, Card, Form, notify, PasswordField, useZodForm } from '@bbt/shared/ui';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';

import { changePassword } from '../../data/auth-actions';
import styles from './settings.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadPasswordChangeSchema = () =>
  import('@bbt/shared/domain').then(({ passwordChangeSchema }) => passwordChangeSchema);

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change Password: the current password is really checked by the auth service, then the new one is
 * set (other devices are signed out). Submit waits until all three are filled without errors.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const headingId = useId();
  const form = useZodForm(loadPasswordChangeSchema, { defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const filled = Boolean(values.currentPassword && values.newPassword && values.confirmNewPassword);
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const submit = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    const result = await changePassword(email, currentPassword, newPassword);
    if (result.outcome === 'changed') {
      notify.success(AUTH_MESSAGES.passwordChanged);
      form.reset(EMPTY);
      return;
    }
    if (result.outcome === 'wrong-current-password') {
      form.setError(
        'currentPassword',
        { message: AUTH_MESSAGES.currentPasswordWrong },
        { shouldFocus: true },
      );
      notify.error(MESSAGES.correctPasswordErrors);
      return;
    }
    if (result.error.code === 'same_password') {
      form.setError('newPassword', { message: MESSAGES.passwordUnchanged }, { shouldFocus: true });
      notify.error(MESSAGES.correctPasswordErrors);
      return;
    }
    notify.error(
      isTooManyRequests(result.error)
        ? AUTH_MESSAGES.tooManyPasswordChecks
        : AUTH_MESSAGES.passwordChangeFailed,
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Change Password
      </h2>
      <p className={styles.lead}>
        Enter your current password, then the new one twice. You stay signed in here; other devices
        are signed out.
      </p>
      <Form
        form={form}
        onValid={submit}
        refusedMessage={MESSAGES.correctPasswordErrors}
        className={styles.passwordForm}
      >
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_HINTS.newPassword}
        />
        <PasswordField
          name="confirmNewPassword"
          label="Confirm new password"
          autoComplete="new-password"
          confirms="newPassword"
        />
        <Button
          type="submit"
          disabled={!filled || hasErrors}
          busy={form.formState.isSubmitting}
          busyLabel="Changing password…"
        >
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
