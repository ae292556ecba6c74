// A signed-in user's profile as the forms see it, from and to the auth service's user_metadata
// (first_name, last_name, phone, gender, address).
import {
  PROFILE_GENDERS,
  type Gender,
  type ProfileForm,
  type SignUpForm,
} from '@bbt/shared/domain';
import type { User } from '@supabase/supabase-js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isGender = (value: string): value is Gender =>
  (PROFILE_GENDERS as readonly string[]).includes(value);

export function profileOf(user: User): ProfileForm {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const gender = text(metadata.gender);
  return {
    firstName: text(metadata.first_name),
    lastName: text(metadata.last_name),
    phone: text(metadata.phone),
    address: text(metadata.address),
    gender: isGender(gender) ? gender : '',
  };
}

/** 'Carla Customer', or the e-mail address when no name was given. */
export function displayNameOf(user: User): string {
  const { firstName, lastName } = profileOf(user);
  const name = `${firstName} ${lastName}`.trim();
  return name || user.email || 'Your account';
}

/** The metadata a sign-up sends: address defaults to empty. */
export function signUpMetadata(form: SignUpForm): Record<string, string> {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    phone: form.phone,
    gender: form.gender,
    address: form.address ?? '',
  };
}

const METADATA_KEYS = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  gender: 'gender',
  address: 'address',
} as const satisfies Record<keyof ProfileForm, string>;

/** Only the fields a form edits are sent, so the dashboard never clears the address. */
export function profileMetadata(values: Partial<ProfileForm>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [field, key] of Object.entries(METADATA_KEYS)) {
    const value = values[field as keyof ProfileForm];
    if (value !== undefined) metadata[key] = value;
  }
  return metadata;
}

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export function genderLabel(value: string): string {
  return isGender(value) ? GENDER_LABELS[value] : 'Not provided';
}
