import {
  MESSAGES,
  PASSWORD_HINTS,
  type SignUpForm,
  signUpErrorMessage,
  signUpSchema,
} from '@bbt/shared/domain';
import {
  Button,
  CheckboxField,
  Form,
  LinkButton,
  PasswordField,
  RadioGroupField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { signUp, type SignUpResult } from '../../data/auth-actions';
import { keepFocusOnPress } from '../../lib/keep-focus';
import styles from './auth-dialogs.module.css';
import { EmailField } from './email-field';
import { FailureAlert } from './failure-alert';

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

export interface SignUpViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: (form: SignUpForm, result: SignUpResult) => void;
  onLogin: () => void;
}

/** Every sign-up field (name, e-mail, phone, gender, address, password, terms), checked on blur and on submit. */
export function SignUpView({ email, onEmailChange, onSignedUp, onLogin }: SignUpViewProps) {
  const form = useZodForm(signUpSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email,
      phone: '',
      address: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false as unknown as true,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => form.setFocus('firstName'), [form]);

  const submit = async (values: SignUpForm) => {
    setFailure(null);
    onEmailChange(values.email);
    const result = await signUp(values);
    if (result.error) setFailure(signUpErrorMessage(result.error));
    else onSignedUp(values, result);
  };

  return (
    <Form
      form={form}
      onValid={submit}
      refusedMessage={MESSAGES.correctErrors}
      className={styles.form}
    >
      <FailureAlert message={failure} />
      <div className={styles.row}>
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <EmailField />
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="With country code, e.g. +1 246 555 0101"
      />
      <RadioGroupField name="gender" legend="Gender" options={GENDER_OPTIONS} inline />
      <TextField name="address" label="Address" autoComplete="street-address" optional />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINTS.signUp}
      />
      <PasswordField
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        confirms="password"
      />
      <CheckboxField name="agreeToTerms" label="I agree to the terms and conditions" />
      <Button
        type="submit"
        block
        size="lg"
        busy={form.formState.isSubmitting}
        busyLabel="Creating account…"
        className={styles.submit}
        onMouseDown={keepFocusOnPress}
      >
        Create Account
      </Button>
      <p className={styles.switch}>
        Already have an account?{' '}
        <LinkButton onClick={onLogin} onMouseDown={keepFocusOnPress}>
          Log in
        </LinkButton>
      </p>
    </Form>
  );
}
