import type { AuthDialogsProps } from '@bbt/shared';
import { Dialog } from 'radix-ui';

import styles from './auth-dialogs.module.css';

const COPY = {
  login: { title: 'Log in', description: 'Sign in to see your bookings and manage your account.' },
  signup: {
    title: 'Create your account',
    description: 'Sign up to keep track of your rides and book faster.',
  },
} as const;

/** The header's login and sign-up dialogs (focus trap, Escape and focus return come from Radix). */
export function AuthDialogs({ mode, onModeChange }: AuthDialogsProps) {
  const copy = mode ? COPY[mode] : null;
  return (
    <Dialog.Root open={mode !== null} onOpenChange={(open) => !open && onModeChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          {copy && (
            <>
              <Dialog.Title className={styles.title}>{copy.title}</Dialog.Title>
              <Dialog.Description>{copy.description}</Dialog.Description>
              <div className={styles.actions}>
                {mode === 'login' ? (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => onModeChange('signup')}
                  >
                    Create an account instead
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => onModeChange('login')}
                  >
                    I already have an account
                  </button>
                )}
              </div>
            </>
          )}
          <Dialog.Close className={styles.close} aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
