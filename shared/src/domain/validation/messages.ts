// Validation messages, shown exactly as written here; docs/product-rules.md lists them. The ones
// marked "ours" were written for cases no earlier text covered.

export const MESSAGES = {
  /** A form's checks could not be loaded (a dropped connection); nothing typed is lost. */
  formChecksUnavailable: 'Could not check the form. Check your connection and try again.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  termsRequired: 'You must agree to the terms and conditions',
  leadTime:
    'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
  timeRequired: 'Time is required',
  ratingRequired: 'Please select a rating',
  testimonialTooShort: 'Please write at least 10 characters for your testimonial',
  currentPasswordRequired: 'Current password is required',
  correctErrors: 'Please correct the errors below',
  correctPasswordErrors: 'Please correct the password errors below',
  // ours
  plainEmailInvalid:
    'Please enter a plain email address such as bookings@example.com: letters, digits and . _ + - before the @',
  genderRequired: 'Gender is required',
  timeInvalid: 'Please enter a valid time',
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a valid date',
  returnBeforePickup: 'Return date cannot be before the pickup date',
  returnNotAfterPickup: 'The return must be after the pickup',
  passwordStrength: 'Password must contain at least one letter and one number',
  passwordUnchanged: 'New password must be different from your current password',
} as const;

export const requiredMessage = (label: string): string => `${label} is required`;
export const minLengthMessage = (label: string, min: number): string =>
  `${label} must be at least ${min} characters long`;
export const maxLengthMessage = (label: string, max: number): string =>
  `${label} cannot exceed ${max} characters`;
export const invalidMessage = (label: string): string =>
  `Please enter a valid ${label.toLowerCase()}`;

export const numberMessages = (label: string, min: number, max: number) => ({
  notNumber: `${label} must be a valid number`,
  tooSmall: `${label} must be at least ${min}`,
  tooLarge: `${label} cannot exceed ${max}`,
});

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;
export const MIN_TESTIMONIAL_LENGTH = 10;

/** Upper limits the database enforces (bookings, customer_testimonials). */
export const MAX_LENGTHS = {
  name: 50,
  email: 254,
  phone: 30,
  testimonialName: 100,
  testimonialText: 2000,
  testimonialDetail: 100,
  guestName: 100,
  guestPhone: 30,
  travelDetails: 200,
  location: 300,
} as const;

/** The hint under a password field: sign-up asks only for the length; a new password also for a
 * letter and a number (the strength rule of a changed or reset password). */
export const PASSWORD_HINTS = {
  signUp: `At least ${MIN_PASSWORD_LENGTH} characters`,
  newPassword: `At least ${MIN_PASSWORD_LENGTH} characters, with a letter and a number`,
} as const;
