import type { AuthDialogsProps } from '@bbt/shared';
import type { SignUpForm } from '@bbt/shared/domain';
import { Dialog } from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import { currentSessionUser, preloadAuthClient, type SignUpResult } from '../../data/auth-actions';
import { copyOf, type DialogView, modeOf, startView } from './dialog-views';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';
import { ConfirmationResentView, ResetEmailSentView } from './sent-views';
import { SignUpView } from './sign-up-view';
import { useAfterSignIn } from './use-after-sign-in';
import { WelcomeView } from './welcome-view';

export interface AccountDialogsProps extends AuthDialogsProps {
  /** Starts loading the account pages a sign-in opens next (the remote's contract passes them in). */
  preloadPages?: () => Promise<unknown>;
}

/** Warms up what a sign-in needs next: the auth client and the dashboard's code. */
function usePreload(preloadPages: (() => Promise<unknown>) | undefined) {
  useEffect(() => {
    preloadAuthClient();
    preloadPages?.().catch(() => undefined);
  }, [preloadPages]);
}

/**
 * The header's login and sign-up dialogs, one Radix dialog whose screen changes (focus trap,
 * Escape, the dialog role and focus return come from the design system's Dialog and the shell).
 */
export function AuthDialogs({ mode, onModeChange, preloadPages }: AccountDialogsProps) {
  const [view, setView] = useState<DialogView>(() => startView(mode ?? 'login'));
  const [email, setEmail] = useState('');
  usePreload(preloadPages);

  // The header can switch between Login and Sign Up while the dialog is open.
  if (mode && modeOf(view) !== mode) setView(startView(mode));

  const close = () => onModeChange(null);
  const afterSignIn = useAfterSignIn(close);
  const show = (next: DialogView) => {
    setView(next);
    const nextMode = modeOf(next);
    if (nextMode !== mode) onModeChange(nextMode);
  };
  const backToLogin = () => show({ kind: 'login' });

  const signedUp = (form: SignUpForm, result: SignUpResult) => {
    const outcome = result.session
      ? 'signed-in'
      : result.alreadyRegistered
        ? 'existing'
        : 'confirm';
    show({ kind: 'welcome', email: form.email, firstName: form.firstName, outcome });
  };
  const continueToDashboard = () => {
    void currentSessionUser().then((user) => {
      if (user) return afterSignIn(user.id, 'Welcome to Barbados Island Rides!');
      close();
    });
  };

  const copy = copyOf(view);
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && close()}
      title={copy.title}
      description={copy.description}
      size={view.kind === 'signup' ? 'md' : 'sm'}
    >
      {view.kind === 'login' && (
        <LoginView
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => show({ kind: 'forgot-password' })}
          onCreateAccount={() => show({ kind: 'signup' })}
          onConfirmationResent={(address) => show({ kind: 'confirmation-resent', email: address })}
          onSignedIn={afterSignIn}
        />
      )}
      {view.kind === 'forgot-password' && (
        <ForgotPasswordView
          email={email}
          onEmailChange={setEmail}
          onSent={(address) => show({ kind: 'reset-email-sent', email: address })}
          onBackToLogin={backToLogin}
        />
      )}
      {view.kind === 'reset-email-sent' && (
        <ResetEmailSentView email={view.email} onBackToLogin={backToLogin} />
      )}
      {view.kind === 'confirmation-resent' && (
        <ConfirmationResentView email={view.email} onBackToLogin={backToLogin} />
      )}
      {view.kind === 'signup' && (
        <SignUpView
          email={email}
          onEmailChange={setEmail}
          onSignedUp={signedUp}
          onLogin={backToLogin}
        />
      )}
      {view.kind === 'welcome' && (
        <WelcomeView
          email={view.email}
          outcome={view.outcome}
          onContinue={continueToDashboard}
          onLogin={backToLogin}
          onClose={close}
        />
      )}
    </Dialog>
  );
}
