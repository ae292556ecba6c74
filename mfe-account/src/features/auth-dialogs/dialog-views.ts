import type { AuthDialogMode } from '@bbt/shared';

/** The dialog's screens: login, sign-up, and what follows them. */
export type DialogView =
  | { kind: 'login' }
  | { kind: 'forgot-password' }
  | { kind: 'reset-email-sent'; email: string }
  | { kind: 'confirmation-resent'; email: string }
  | { kind: 'signup' }
  | { kind: 'welcome'; email: string; firstName: string; outcome: WelcomeOutcome };

/** signed-in: the backend opened a session; confirm: an e-mail link must be opened first;
 * existing: the address already has an account (the backend does not say more). */
export type WelcomeOutcome = 'signed-in' | 'confirm' | 'existing';

export const startView = (mode: AuthDialogMode): DialogView =>
  mode === 'signup' ? { kind: 'signup' } : { kind: 'login' };

/** Which header mode a screen belongs to. */
export const modeOf = (view: DialogView): AuthDialogMode =>
  view.kind === 'signup' || view.kind === 'welcome' ? 'signup' : 'login';

export interface ViewCopy {
  title: string;
  description?: string;
}

export function copyOf(view: DialogView): ViewCopy {
  switch (view.kind) {
    case 'login':
      return {
        title: 'Log in',
        description: 'Welcome back. Log in to see and manage your bookings.',
      };
    case 'forgot-password':
      return {
        title: 'Reset your password',
        description:
          "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
      };
    case 'reset-email-sent':
      return { title: 'Check your email' };
    case 'confirmation-resent':
      return { title: 'Confirmation email sent' };
    case 'signup':
      return {
        title: 'Create your account',
        description: 'Keep track of your rides, cancel online and book faster next time.',
      };
    case 'welcome':
      return {
        title: view.outcome === 'existing' ? 'Check your email' : `Welcome, ${view.firstName}!`,
      };
  }
}
