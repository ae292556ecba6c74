// Account forms: sign-up, login, password reset, profile and password change.
import './zod-jitless';
import * as z from 'zod';
import {
  emailField,
  filledIn,
  loginPasswordField,
  nameField,
  optionalNameField,
  optionalPhoneField,
  passwordField,
  phoneField,
} from './fields';
import { MESSAGES } from './messages';

import { PROFILE_GENDERS, SIGN_UP_GENDERS } from '../account/genders';

const confirmPasswordField = filledIn(MESSAGES.confirmPasswordRequired);

/**
 * The form's fields, and a confirmation that must repeat the password. The match is checked on its
 * own, beside the fields, so it is reported as soon as both are typed whatever the other fields hold
 * (a refinement of the whole object is skipped while any field fails). An empty password or
 * confirmation is reported as missing instead.
 */
export function confirmsPassword<
  Shape extends z.ZodRawShape,
  Password extends keyof Shape & string,
  Confirmation extends keyof Shape & string,
>(fields: z.ZodObject<Shape>, password: Password, confirmation: Confirmation) {
  const typed = (value: unknown): value is string => typeof value === 'string' && value !== '';
  const pair = z
    .object({ [password]: z.unknown().optional(), [confirmation]: z.unknown().optional() })
    .refine(
      (form) => {
        const [first, second] = [form[password], form[confirmation]];
        return !typed(first) || !typed(second) || first === second;
      },
      { error: MESSAGES.passwordsDoNotMatch, path: [confirmation] },
    );
  return z.intersection(fields, pair);
}

export const signUpSchema = confirmsPassword(
  z.object({
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    phone: phoneField,
    gender: z.enum(SIGN_UP_GENDERS, { error: MESSAGES.genderRequired }),
    address: z.string().trim(),
    agreeToTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  }),
  'password',
  'confirmPassword',
);
export type SignUpForm = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** Forgot-password and resend-confirmation modes only ask for the e-mail. */
export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyForm = z.infer<typeof emailOnlySchema>;

/** Profile edit (account settings and dashboard): blank values are not flagged. */
export const profileSchema = z.object({
  firstName: optionalNameField('First name'),
  lastName: optionalNameField('Last name'),
  phone: optionalPhoneField,
  address: z.string().trim(),
  gender: z.enum(PROFILE_GENDERS).or(z.literal('')),
});
export type ProfileForm = z.infer<typeof profileSchema>;

/** New password strength: 8+ characters, a letter and a digit. */
const strongPasswordField = passwordField.refine(
  (value) => /[A-Za-z]/.test(value) && /\d/.test(value),
  { error: MESSAGES.passwordStrength },
);

export const passwordChangeSchema = confirmsPassword(
  z.object({
    currentPassword: filledIn(MESSAGES.currentPasswordRequired),
    newPassword: strongPasswordField,
    confirmNewPassword: confirmPasswordField,
  }),
  'newPassword',
  'confirmNewPassword',
).refine((form) => form.newPassword === '' || form.newPassword !== form.currentPassword, {
  error: MESSAGES.passwordUnchanged,
  path: ['newPassword'],
});
export type PasswordChangeForm = z.infer<typeof passwordChangeSchema>;

/** /reset-password: a new password with the strength rule, confirmed. */
export const newPasswordSchema = confirmsPassword(
  z.object({
    password: strongPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  'password',
  'confirmPassword',
);
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
