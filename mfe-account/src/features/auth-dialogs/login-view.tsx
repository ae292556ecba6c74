import {
  AUTH_MESSAGES,
  type LoginErrorView,
  loginErrorView,
  type LoginForm,
  loginSchema,
  MESSAGES,
  resendErrorMessage,
} from '@bbt/shared/domain';
import { Button, CheckboxField, Form, LinkButton, PasswordField, useZodForm } from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { resendConfirmation, signIn } from '../../data/auth-actions';
import { displayNameOf } from '../../data/user-profile';
import styles from './auth-dialogs.module.css';
import { EmailField } from './email-field';
import { FailureAlert } from './failure-alert';

export interface LoginViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onConfirmationResent: (email: string) => void;
  onSignedIn: (userId: string, greeting: string) => Promise<void>;
}

/** E-mail, password and Remember me; every refusal with its way forward. */
export function LoginView({
  email,
  onEmailChange,
  onForgotPassword,
  onCreateAccount,
  onConfirmationResent,
  onSignedIn,
}: LoginViewProps) {
  // Checked on submit, then as the visitor corrects: an error appearing on blur would move the
  // links below while they are being clicked (fields are checked on blur at sign-up only).
  const form = useZodForm(loginSchema, {
    mode: 'onSubmit',
    defaultValues: { email, password: '', rememberMe: false },
  });
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  useEffect(() => form.setFocus(email ? 'password' : 'email'), [form, email]);

  const submit = async (values: LoginForm) => {
    setFailure(null);
    setResendError(null);
    onEmailChange(values.email);
    const { error, session } = await signIn(values.email, values.password, values.rememberMe);
    if (error || !session) {
      setFailure(
        error ? loginErrorView(error) : { message: AUTH_MESSAGES.loginFailed, offer: null },
      );
      return;
    }
    const name = displayNameOf(session.user);
    await onSignedIn(session.user.id, `Welcome back, ${name}!`);
  };

  const resend = async () => {
    const address = form.getValues('email').trim();
    setResending(true);
    setResendError(null);
    const { error } = await resendConfirmation(address);
    setResending(false);
    if (error) setResendError(resendErrorMessage(error));
    else onConfirmationResent(address);
  };

  return (
    <Form
      form={form}
      onValid={submit}
      refusedMessage={MESSAGES.correctErrors}
      className={styles.form}
    >
      <FailureAlert
        message={failure?.message}
        detail={resendError}
        action={
          failure?.offer === 'resend-confirmation' ? (
            <Button
              variant="secondary"
              size="sm"
              busy={resending}
              busyLabel="Sending…"
              onClick={() => void resend()}
            >
              Resend confirmation email
            </Button>
          ) : failure?.offer === 'create-account' ? (
            <p className={styles.message}>
              New to Barbados Island Rides?{' '}
              <LinkButton onClick={onCreateAccount}>Create Account</LinkButton>
            </p>
          ) : undefined
        }
      />
      <EmailField />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <div className={styles.inline}>
        <CheckboxField name="rememberMe" label="Remember me" />
        <LinkButton onClick={onForgotPassword}>Forgot password?</LinkButton>
      </div>
      <Button
        type="submit"
        block
        size="lg"
        busy={isSubmitting}
        busyLabel="Logging in…"
        className={styles.submit}
      >
        Log in
      </Button>
      <p className={styles.switch}>
        Don&apos;t have an account? <LinkButton onClick={onCreateAccount}>Sign up</LinkButton>
      </p>
    </Form>
  );
}
