import { AUTH_MESSAGES, MESSAGES, type ProfileForm } from '@bbt/shared/domain';
import { Button, Form, notify, SelectField, TextField, useZodForm } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { useEffect } from 'react';

import { updateProfile } from '../data/auth-actions';
import { keepFocusOnPress } from './keep-focus';
import {
  GENDER_OPTIONS,
  PROFILE_FIELD_LABELS as LABELS,
  type ProfileField,
} from './profile-fields';
import styles from './profile.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadProfileSchema = () =>
  import('@bbt/shared/domain').then(({ profileSchema }) => profileSchema);

export interface ProfileFormViewProps {
  profile: ProfileForm;
  email: string;
  fields: readonly ProfileField[];
  failureMessage: (serverMessage: string | null) => string;
  onDone: (updated: User | null) => void;
}

export function ProfileFormView({
  profile,
  email,
  fields,
  failureMessage,
  onDone,
}: ProfileFormViewProps) {
  // The e-mail is shown read-only in the form; the schema ignores it and it is never sent.
  const defaultValues = { ...profile, email };
  const form = useZodForm(loadProfileSchema, { defaultValues });
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
