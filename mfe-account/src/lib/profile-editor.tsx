import {
  AUTH_MESSAGES,
  MESSAGES,
  PROFILE_GENDERS,
  type ProfileForm,
  profileSchema,
} from '@bbt/shared/domain';
import { Button, Card, Form, notify, SelectField, TextField, useZodForm } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { useEffect, useId, useState } from 'react';

import { updateProfile } from '../data/auth-actions';
import { keepFocusOnPress } from './keep-focus';
import { GENDER_LABELS, genderLabel, profileOf } from '../data/user-profile';
import styles from './profile.module.css';

export type ProfileField = keyof ProfileForm;

const GENDER_OPTIONS = PROFILE_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

const LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  address: 'Address',
  gender: 'Gender',
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
  const [saved, setSaved] = useState<{ base: User; updated: User } | null>(null);
  const headingId = useId();
  // The shell's auth store follows the saved user a moment later; until then show what was saved.
  const profile = profileOf(saved?.base === user ? saved.updated : user);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId}>{title}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {editLabel}
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileFormView
          profile={profile}
          email={user.email ?? ''}
          fields={fields}
          failureMessage={failureMessage}
          onDone={(updated) => {
            if (updated) setSaved({ base: user, updated });
            setEditing(false);
          }}
        />
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

interface ProfileFormViewProps {
  profile: ProfileForm;
  email: string;
  fields: readonly ProfileField[];
  failureMessage: (serverMessage: string | null) => string;
  onDone: (updated: User | null) => void;
}

function ProfileFormView({ profile, email, fields, failureMessage, onDone }: ProfileFormViewProps) {
  // The e-mail is shown read-only in the form; the schema ignores it and it is never sent.
  const defaultValues = { ...profile, email };
  const form = useZodForm(profileSchema, { defaultValues });
  useEffect(() => form.setFocus(fields[0] ?? 'firstName'), [form, fields]);

  const save = async (values: ProfileForm) => {
    const changes = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const { error, user } = await updateProfile(changes);
    if (error) {
      notify.error(failureMessage(error.message ?? null));
      return;
    }
    notify.success(AUTH_MESSAGES.profileUpdated);
    onDone(user);
  };

  const field = (name: ProfileField) => {
    if (name === 'gender') {
      return (
        <SelectField
          key={name}
          name="gender"
          label={LABELS.gender}
          options={GENDER_OPTIONS}
          placeholder="Choose…"
          optional
        />
      );
    }
    return (
      <TextField
        key={name}
        name={name}
        label={LABELS[name]}
        type={name === 'phone' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        optional={name === 'phone' || name === 'address'}
      />
    );
  };

  return (
    <Form form={form} onValid={save} refusedMessage={MESSAGES.correctErrors}>
      <div className={styles.grid}>
        {fields.slice(0, 2).map(field)}
        <TextField
          name="email"
          label="Email"
          type="email"
          readOnly
          hint="Email cannot be changed"
        />
        {fields.slice(2).map(field)}
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={form.formState.isSubmitting}
          busyLabel="Saving…"
          onMouseDown={keepFocusOnPress}
        >
          Save Changes
        </Button>
        <Button
          variant="secondary"
          onClick={() => onDone(null)}
          onMouseDown={keepFocusOnPress}
          disabled={form.formState.isSubmitting}
        >
          Cancel
        </Button>
      </div>
    </Form>
  );
}

const AUTOCOMPLETE: Record<Exclude<ProfileField, 'gender'>, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  address: 'street-address',
};
