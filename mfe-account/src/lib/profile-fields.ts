import { PROFILE_GENDERS, type ProfileForm } from '@bbt/shared/domain';

import { GENDER_LABELS } from '../data/user-profile';

export type ProfileField = keyof ProfileForm;

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  address: 'Address',
  gender: 'Gender',
};

export const GENDER_OPTIONS = PROFILE_GENDERS.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));
