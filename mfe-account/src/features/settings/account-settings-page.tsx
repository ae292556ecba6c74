import { paths, ROUTES } from '@bbt/shared';
import { AUTH_MESSAGES } from '@bbt/shared/domain';
import { Button, Card, PageFrame } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { useId, useState } from 'react';
import { useNavigate } from '@bbt/shared/router';

import { signOut } from '../../data/auth-actions';
import { PrivatePage } from '../../lib/private-page';
import { ProfileEditor } from '../../lib/profile-editor';
import { ChangePasswordForm } from './change-password-form';
import styles from './settings.module.css';

const SETTINGS_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'gender'] as const;

/** Account Settings: profile, password, sign out. */
export function AccountSettingsPage() {
  return <PrivatePage>{(user) => <AccountSettings user={user} />}</PrivatePage>;
}

function AccountSettings({ user }: { user: User }) {
  return (
    <PageFrame head={ROUTES.accountSettings.head}>
      <div className={styles.layout}>
        <ProfileEditor
          user={user}
          title="Profile"
          fields={SETTINGS_FIELDS}
          editLabel="Edit Profile"
          failureMessage={() => AUTH_MESSAGES.profileUpdateFailed}
        />
        <ChangePasswordForm email={user.email ?? ''} />
        <AccountActions />
      </div>
    </PageFrame>
  );
}

function AccountActions() {
  const headingId = useId();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOut();
    navigate(paths.home);
  };
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Account Actions
      </h2>
      <div className={styles.actionsRow}>
        <p>Sign out of your account on this device and everywhere else.</p>
        <Button
          variant="danger"
          busy={leaving}
          busyLabel="Signing out…"
          onClick={() => void leave()}
        >
          Sign Out
        </Button>
      </div>
    </Card>
  );
}
