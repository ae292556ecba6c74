import { AUTH_MESSAGES, type ProfileForm } from '@bbt/shared/domain';
import { Button, Card, notify, preloadable, Spinner } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { Suspense, useId, useState } from 'react';

import { genderLabel, profileOf } from '../data/user-profile';
import { PROFILE_FIELD_LABELS as LABELS, type ProfileField } from './profile-fields';
import type { ProfileFormViewProps } from './profile-form';
import styles from './profile.module.css';

export type { ProfileField } from './profile-fields';

/**
 * The form is its own chunk (zod, react-hook-form): the card shows the details on every visit,
 * the form only after Edit. Pointing at or focusing Edit starts fetching it; Edit opens it once
 * it is here, and a failed fetch is a toast with the details left in place (not the area's error
 * page).
 */
const ProfileFormView = preloadable<ProfileFormViewProps>(() =>
  import('./profile-form').then((m) => ({ default: m.ProfileFormView })),
);
const preloadForm = (): void => {
  ProfileFormView.preload().catch(() => undefined);
};

export interface ProfileEditorProps {
  user: User;
  title: string;
  /** The fields this card shows and edits, in order (the e-mail is always shown, read-only). */
  fields: readonly ProfileField[];
  editLabel: string;
  /** Dashboard: the server's message; Account Settings: a fixed text. */
  failureMessage: (serverMessage: string | null) => string;
}

function shownValue(field: ProfileField, profile: ProfileForm) {
  const value =
    field === 'gender' ? (profile.gender ? genderLabel(profile.gender) : '') : profile[field];
  return value ? value : <span className={styles.missing}>Not provided</span>;
}

/**
 * A profile card: the details, Edit, then a form with Save Changes and Cancel. Saved through the
 * auth service (user metadata); only this card's fields are sent, so nothing else is cleared.
 */
export function ProfileEditor({
  user,
  title,
  fields,
  editLabel,
  failureMessage,
}: ProfileEditorProps) {
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState(false);
  const [saved, setSaved] = useState<{ base: User; updated: User } | null>(null);
  const headingId = useId();
  // The shell's auth store follows the saved user a moment later; until then show what was saved.
  const profile = profileOf(saved?.base === user ? saved.updated : user);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId}>{title}</h2>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            busy={opening}
            busyLabel="Opening…"
            onClick={() => {
              setOpening(true);
              ProfileFormView.preload().then(
                () => {
                  setOpening(false);
                  setEditing(true);
                },
                () => {
                  setOpening(false);
                  notify.error(AUTH_MESSAGES.profileFormUnavailable);
                },
              );
            }}
          >
            {editLabel}
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <ProfileFormView.Component
            profile={profile}
            email={user.email ?? ''}
            fields={fields}
            failureMessage={failureMessage}
            onDone={(updated) => {
              if (updated) setSaved({ base: user, updated });
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <dl className={styles.details}>
          {fields.slice(0, 2).map((field) => (
            <div key={field}>
              <dt>{LABELS[field]}</dt>
              <dd>{shownValue(field, profile)}</dd>
            </div>
          ))}
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          {fields.slice(2).map((field) => (
            <div key={field}>
              <dt>{LABELS[field]}</dt>
              <dd>{shownValue(field, profile)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
