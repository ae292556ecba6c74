import { resendErrorMessage } from '@bbt/shared/domain';
import { Alert, Button, LinkButton } from '@bbt/shared/ui';
import { useEffect, useRef, useState } from 'react';

import { resendConfirmation } from '../../data/auth-actions';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import styles from './auth-dialogs.module.css';
import type { WelcomeOutcome } from './dialog-views';
import { FailureAlert } from './failure-alert';
import { LocalInboxNote } from './sent-views';

/** A sign-up that signs the visitor in opens the dashboard after 3 seconds. */
export const SIGN_UP_REDIRECT_MS = 3000;

export interface WelcomeViewProps {
  email: string;
  outcome: WelcomeOutcome;
  /** signed-in only: closes the dialog and opens the dashboard. */
  onContinue: () => void;
  onLogin: () => void;
  onClose: () => void;
}

export function WelcomeView({ email, outcome, onContinue, onLogin, onClose }: WelcomeViewProps) {
  if (outcome === 'signed-in') return <SignedInWelcome onContinue={onContinue} />;
  if (outcome === 'existing') return <ExistingAccount email={email} onLogin={onLogin} />;
  return <ConfirmEmailWelcome email={email} onLogin={onLogin} onClose={onClose} />;
}

function SignedInWelcome({ onContinue }: { onContinue: () => void }) {
  const next = useFocusOnMount<HTMLButtonElement>();
  const latest = useRef(onContinue);
  useEffect(() => {
    latest.current = onContinue;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div>
      <p role="status" className={styles.message}>
        Your account is ready and you are signed in. Taking you to your dashboard…
      </p>
      <Button ref={next} onClick={onContinue}>
        Go to my dashboard now
      </Button>
    </div>
  );
}

function ConfirmEmailWelcome({
  email,
  onLogin,
  onClose,
}: {
  email: string;
  onLogin: () => void;
  onClose: () => void;
}) {
  const done = useFocusOnMount<HTMLButtonElement>();
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    setSending(true);
    setFailure(null);
    const { error } = await resendConfirmation(email);
    setSending(false);
    setResent(!error);
    if (error) setFailure(resendErrorMessage(error));
  };
  return (
    <div>
      <p role="status" className={styles.message}>
        Your account has been created. To finish, confirm your e-mail address: we&apos;ve sent a
        confirmation link to <strong>{email}</strong>.
      </p>
      <ol className={styles.steps}>
        <li>Open the e-mail from Barbados Island Rides in that inbox.</li>
        <li>Click the confirmation link: it signs you in and opens your dashboard.</li>
        <li>Nothing there after a few minutes? Check your spam folder or send it again.</li>
      </ol>
      <LocalInboxNote />
      {resent && (
        <div className={styles.notice}>
          <Alert tone="success" live="status">
            <p>A new confirmation link is on its way to {email}.</p>
          </Alert>
        </div>
      )}
      <FailureAlert message={failure} />
      <div className={styles.actions}>
        <Button ref={done} onClick={onClose}>
          Got it
        </Button>
        <Button
          variant="secondary"
          busy={sending}
          busyLabel="Sending…"
          onClick={() => void resend()}
        >
          Resend confirmation email
        </Button>
      </div>
      <p className={styles.switch}>
        Already confirmed? <LinkButton onClick={onLogin}>Log in</LinkButton>
      </p>
    </div>
  );
}

function ExistingAccount({ email, onLogin }: { email: string; onLogin: () => void }) {
  const login = useFocusOnMount<HTMLButtonElement>();
  return (
    <div>
      <p role="status" className={styles.message}>
        <strong>{email}</strong> may already have an account with us. Log in with it, or use
        &lsquo;Forgot password?&rsquo; on the login screen to choose a new password.
      </p>
      <Button ref={login} onClick={onLogin}>
        Log in
      </Button>
    </div>
  );
}
