// The gender choices of the sign-up and profile forms, without the forms: the profile card shows
// the stored choice and must not load zod for it.

export const SIGN_UP_GENDERS = ['male', 'female'] as const;
export const PROFILE_GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof PROFILE_GENDERS)[number];
