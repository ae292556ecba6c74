import { paths, ROUTES } from '@bbt/shared';
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { Avatar, Button, PageFrame } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { useNavigate } from '@bbt/shared/router';

import { signOut } from '../../data/auth-actions';
import { PrivatePage } from '../../lib/private-page';
import { displayNameOf, profileOf } from '../../data/user-profile';
import { ProfileEditor } from '../../lib/profile-editor';
import { AccountSummary } from './account-summary';
import styles from './dashboard.module.css';
import { QuickActions } from './quick-actions';

const DASHBOARD_FIELDS = ['firstName', 'lastName', 'gender', 'phone'] as const;

/** The customer's dashboard. Signed-out visitors are sent to / once the session is known. */
export function DashboardPage() {
  return <PrivatePage>{(user) => <Dashboard user={user} />}</PrivatePage>;
}

function Dashboard({ user }: { user: User }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const name = displayNameOf(user);
  const firstName = profileOf(user).firstName || name;

  const logout = async () => {
    setLeaving(true);
    await signOut();
    navigate(paths.home);
  };

  return (
    <PageFrame head={ROUTES.dashboard.head}>
      <div className={styles.welcome}>
        <Avatar name={name} size="lg" />
        <p>Welcome back, {firstName}!</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <ProfileEditor
            user={user}
            title="Your Profile"
            fields={DASHBOARD_FIELDS}
            editLabel="Edit Profile"
            failureMessage={(serverMessage) => serverMessage || AUTH_MESSAGES.profileUpdateFailed}
          />
          <QuickActions />
        </div>
        <div className={styles.column}>
          <AccountSummary user={user} />
          <Button
            variant="secondary"
            block
            busy={leaving}
            busyLabel="Logging out…"
            onClick={() => void logout()}
            className={styles.logout}
          >
            Logout
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}
