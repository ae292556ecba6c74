import { authCallback, ROUTES, paths, useAuth } from '@bbt/shared';
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { Alert, notify, PageFrame } from '@bbt/shared/ui';
import { PageBodySkeleton } from '@bbt/shared/ui/first-paint';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from '@bbt/shared/router';

import { displayNameOf } from '../../data/user-profile';
import { ExpiredLinkPage } from '../../lib/expired-link-page';
import { NewPasswordForm } from './new-password-form';
import styles from '../../lib/account-panel.module.css';
import { clearRecovery, isRecovering, markRecovery } from './recovery-marker';
import { RequestLinkForm } from '../../lib/request-link-form';

const HEAD = ROUTES.resetPassword.head;

/**
 * Every state of the page under the same head, the one its HTML paints before any script runs:
 * what differs (the form, the link's fate) is in the panel below.
 */
function ResetFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame head={HEAD}>
      <div className={styles.panel}>{children}</div>
    </PageFrame>
  );
}

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

  if (status === 'loading') {
    return (
      <PageFrame head={HEAD}>
        <PageBodySkeleton status="Loading your account…" />
      </PageFrame>
    );
  }
  if (callback?.errorCode && !changed) return <ExpiredLinkPage purpose="recovery" />;
  if (user && callback?.type === 'recovery') markRecovery(user.id);

  if (changed) {
    return (
      <ResetFrame>
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
      </ResetFrame>
    );
  }

  if (user && isRecovering(user.id)) {
    const done = () => {
      clearRecovery();
      notify.success(AUTH_MESSAGES.passwordChanged);
      setChanged(true);
    };
    return (
      <ResetFrame>
        <p className={styles.lead}>
          Choose a new password for {displayNameOf(user)} ({user.email}).
        </p>
        <NewPasswordForm onChanged={done} />
      </ResetFrame>
    );
  }

  if (user) {
    return (
      <ResetFrame>
        <p className={styles.lead}>
          You are signed in as {user.email}. To change your password, enter your current one in
          Account Settings.
        </p>
        <Link className="btn btn--primary" to={paths.accountSettings}>
          Go to Account Settings
        </Link>
      </ResetFrame>
    );
  }

  return (
    <ResetFrame>
      <p className={styles.lead}>Enter the e-mail address of your account.</p>
      <RequestLinkForm purpose="recovery" />
    </ResetFrame>
  );
}
