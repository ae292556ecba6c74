import { authCallback, paths, useAuth } from '@bbt/shared';
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { Alert, notify, PageFrame } from '@bbt/shared/ui';
import { useState } from 'react';
import { Link } from '@bbt/shared/router';

import { AccountLoading } from '../../auth/private-page';
import { displayNameOf } from '../../auth/user-profile';
import { ExpiredLinkPage } from './expired-link-page';
import { NewPasswordForm } from './new-password-form';
import styles from './password.module.css';
import { clearRecovery, isRecovering, markRecovery } from './recovery-marker';
import { RequestLinkForm } from './request-link-form';

const TITLE = 'Reset Your Password';

/**
 * The password-reset link's target. From a valid link: a new password, after which the visitor is
 * signed in and told so. From an expired or used link: says so and offers a new one. Opened
 * directly: asks for the e-mail to send a link to.
 */
export function ResetPasswordPage() {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const [changed, setChanged] = useState(false);
  const callback = authCallback();

  if (status === 'loading') return <AccountLoading />;
  if (callback?.errorCode && !changed) return <ExpiredLinkPage purpose="recovery" />;
  if (user && callback?.type === 'recovery') markRecovery(user.id);

  if (changed) {
    return (
      <PageFrame title={TITLE}>
        <div className={styles.panel}>
          <Alert tone="success" live="status" title="Your password has been changed">
            <p>
              You are now signed in{user ? ` as ${user.email}` : ''}. Use your new password the next
              time you log in.
            </p>
          </Alert>
          <div className={styles.actions}>
            <Link className="btn btn--primary" to={paths.dashboard}>
              Go to my dashboard
            </Link>
            <Link className="btn btn--secondary" to={paths.myBookings}>
              View my bookings
            </Link>
          </div>
        </div>
      </PageFrame>
    );
  }

  if (user && isRecovering(user.id)) {
    const done = () => {
      clearRecovery();
      notify.success(AUTH_MESSAGES.passwordChanged);
      setChanged(true);
    };
    return (
      <PageFrame
        title={TITLE}
        intro={
          <p>
            Choose a new password for {displayNameOf(user)} ({user.email}).
          </p>
        }
      >
        <div className={styles.panel}>
          <NewPasswordForm onChanged={done} />
        </div>
      </PageFrame>
    );
  }

  if (user) {
    return (
      <PageFrame title={TITLE}>
        <div className={styles.panel}>
          <p className={styles.lead}>
            You are signed in as {user.email}. To change your password, enter your current one in
            Account Settings.
          </p>
          <Link className="btn btn--primary" to={paths.accountSettings}>
            Go to Account Settings
          </Link>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={TITLE}>
      <div className={styles.panel}>
        <p className={styles.lead}>
          Forgotten your password? Enter the e-mail address of your account and we&apos;ll send you
          a link to choose a new one.
        </p>
        <RequestLinkForm purpose="recovery" />
      </div>
    </PageFrame>
  );
}
