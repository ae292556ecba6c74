import {
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  profileSchema,
  signUpSchema,
} from './account-schemas';
import { MESSAGES } from './messages';
import { errorsOf } from './test-helpers';

const signUp = {
  email: 'ann@example.com',
  password: 'sunshine1',
  confirmPassword: 'sunshine1',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+1 246 555 0100',
  gender: 'female',
  address: '',
  agreeToTerms: true,
};

describe('sign-up rules', () => {
  it('accepts a complete form and trims the text', () => {
    const parsed = signUpSchema.parse({
      ...signUp,
      email: ' ann@example.com ',
      firstName: ' Ann ',
    });
    expect(parsed.email).toBe('ann@example.com');
    expect(parsed.firstName).toBe('Ann');
  });

  it.each([
    ['email', '', ['Email is required']],
    ['email', 'ann@example', ['Please enter a valid email address']],
    ['email', 'ann example.com', ['Please enter a valid email address']],
    ['password', 'short1', ['Password must be at least 8 characters long']],
    ['firstName', ' ', ['First name is required']],
    ['firstName', 'A', ['First name must be at least 2 characters long']],
    ['lastName', '', ['Last name is required']],
    ['lastName', 'L', ['Last name must be at least 2 characters long']],
    ['phone', '', ['Phone number is required']],
    ['phone', '555-0100', ['Please enter a valid phone number']],
    ['phone', '----------', ['Please enter a valid phone number']],
    ['phone', '246 555 01x0', ['Please enter a valid phone number']],
    ['gender', '', ['Gender is required']],
    ['gender', 'other', ['Gender is required']],
    ['agreeToTerms', false, ['You must agree to the terms and conditions']],
  ])('%s = %p -> %p', (field, value, messages) => {
    const confirm = field === 'password' && value !== '' ? { confirmPassword: value } : {};
    expect(errorsOf(signUpSchema, { ...signUp, ...confirm, [field]: value })).toEqual({
      [field]: messages,
    });
  });

  it.each(['(246) 555-0100', '+1 246 555 0100', '2465550100'])('phone %s is valid', (phone) => {
    expect(errorsOf(signUpSchema, { ...signUp, phone })).toEqual({});
  });

  it("an empty password is 'Password is required' (the match check waits for it)", () => {
    expect(errorsOf(signUpSchema, { ...signUp, password: '' })).toEqual({
      password: ['Password is required'],
    });
  });

  it("confirm password: 'Please confirm your password', then 'Passwords do not match'", () => {
    expect(errorsOf(signUpSchema, { ...signUp, confirmPassword: '' })).toEqual({
      confirmPassword: [MESSAGES.confirmPasswordRequired],
    });
    expect(errorsOf(signUpSchema, { ...signUp, confirmPassword: 'sunshine2' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('a missing field reads as required, not as a type error', () => {
    const { email: _email, password: _password, ...rest } = signUp;
    expect(errorsOf(signUpSchema, rest)).toMatchObject({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
});

describe('login and e-mail-only forms', () => {
  it('login only requires a non-empty password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'x', rememberMe: false })).toEqual(
      {},
    );
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '', rememberMe: true })).toEqual({
      password: ['Password is required'],
    });
  });

  it('reset and resend need a valid e-mail', () => {
    expect(errorsOf(emailOnlySchema, { email: 'nope' })).toEqual({
      email: [MESSAGES.emailInvalid],
    });
  });
});

describe('profile edit: blank values are not flagged', () => {
  const blank = { firstName: '', lastName: '', phone: '', address: '', gender: '' };
  it('an all-blank profile is valid', () => expect(errorsOf(profileSchema, blank)).toEqual({}));

  it('non-blank values must pass the name and phone rules', () => {
    expect(
      errorsOf(profileSchema, { ...blank, firstName: 'A', lastName: 'B', phone: '12' }),
    ).toEqual({
      firstName: ['First name must be at least 2 characters long'],
      lastName: ['Last name must be at least 2 characters long'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('gender may be any of the four profile options', () => {
    for (const gender of ['male', 'female', 'other', 'prefer-not-to-say']) {
      expect(errorsOf(profileSchema, { ...blank, gender })).toEqual({});
    }
    expect(Object.keys(errorsOf(profileSchema, { ...blank, gender: 'x' }))).toEqual(['gender']);
  });
});

describe('password change', () => {
  const form = {
    currentPassword: 'old-pass1',
    newPassword: 'new-pass1',
    confirmNewPassword: 'new-pass1',
  };
  it('accepts a strong new password that is confirmed', () =>
    expect(errorsOf(passwordChangeSchema, form)).toEqual({}));

  it("'Current password is required'", () => {
    expect(errorsOf(passwordChangeSchema, { ...form, currentPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
    });
  });

  it('the new password needs 8 characters, a letter and a digit, and must differ', () => {
    expect(
      errorsOf(passwordChangeSchema, { ...form, newPassword: 'abc1', confirmNewPassword: 'abc1' }),
    ).toEqual({
      newPassword: [MESSAGES.passwordTooShort],
    });
    expect(
      errorsOf(passwordChangeSchema, {
        ...form,
        newPassword: 'abcdefgh',
        confirmNewPassword: 'abcdefgh',
      }),
    ).toEqual({
      newPassword: [MESSAGES.passwordStrength],
    });
    expect(
      errorsOf(passwordChangeSchema, {
        ...form,
        newPassword: 'old-pass1',
        confirmNewPassword: 'old-pass1',
      }),
    ).toEqual({
      newPassword: [MESSAGES.passwordUnchanged],
    });
  });

  it('the confirmation must be given and match', () => {
    expect(errorsOf(passwordChangeSchema, { ...form, confirmNewPassword: '' })).toEqual({
      confirmNewPassword: [MESSAGES.confirmPasswordRequired],
    });
    expect(errorsOf(passwordChangeSchema, { ...form, confirmNewPassword: 'new-pass2' })).toEqual({
      confirmNewPassword: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it('an empty new password is reported once, as required', () => {
    expect(
      errorsOf(passwordChangeSchema, { ...form, newPassword: '', confirmNewPassword: '' }),
    ).toEqual({
      newPassword: [MESSAGES.passwordRequired],
      confirmNewPassword: [MESSAGES.confirmPasswordRequired],
    });
  });
});

describe('a new password from the reset link', () => {
  it('accepts a strong, confirmed password', () =>
    expect(
      errorsOf(newPasswordSchema, { password: 'sunshine1', confirmPassword: 'sunshine1' }),
    ).toEqual({}));

  it('applies the strength rule and the confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: [MESSAGES.passwordRequired],
      confirmPassword: [MESSAGES.confirmPasswordRequired],
    });
    expect(
      errorsOf(newPasswordSchema, { password: 'sunshine', confirmPassword: 'sunshine' }),
    ).toEqual({ password: [MESSAGES.passwordStrength] });
    expect(
      errorsOf(newPasswordSchema, { password: 'sunshine1', confirmPassword: 'sunshine2' }),
    ).toEqual({ confirmPassword: [MESSAGES.passwordsDoNotMatch] });
  });
});

describe('upper limits the database enforces (bookings: names 2-50, e-mail 254, phone 30)', () => {
  it('sign-up refuses a 51-character name, a 255-character e-mail and a 31-character phone', () => {
    const name = 'A'.repeat(51);
    const email = `${'a'.repeat(243)}@example.com`; // 255 characters, well-formed
    expect(
      errorsOf(signUpSchema, {
        ...signUp,
        firstName: name,
        lastName: 'B'.repeat(50),
        email,
        phone: '1'.repeat(31),
      }),
    ).toEqual({
      firstName: ['First name cannot exceed 50 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
    });
    expect(
      errorsOf(signUpSchema, { ...signUp, email: email.slice(1), phone: '1'.repeat(30) }),
    ).toEqual({});
  });

  it('profile edit refuses a 51-character name', () => {
    const blank = { firstName: '', lastName: '', phone: '', address: '', gender: '' };
    expect(errorsOf(profileSchema, { ...blank, lastName: 'L'.repeat(51) })).toEqual({
      lastName: ['Last name cannot exceed 50 characters'],
    });
  });
});

describe('the confirmation is checked while other fields are still wrong', () => {
  const empty = {
    email: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    phone: '',
    gender: '',
    address: '',
    agreeToTerms: false,
  };

  it("sign-up: a different confirmation is 'Passwords do not match' on an otherwise empty form", () => {
    const errors = errorsOf(signUpSchema, {
      ...empty,
      password: 'sunshine1',
      confirmPassword: 'sunshine2',
    });
    expect(errors['confirmPassword']).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect(errors['email']).toEqual(['Email is required']);
  });

  it('sign-up: a matching confirmation and an empty one give no mismatch', () => {
    expect(
      errorsOf(signUpSchema, { ...empty, password: 'sunshine1', confirmPassword: 'sunshine1' })[
        'confirmPassword'
      ],
    ).toBeUndefined();
    expect(errorsOf(signUpSchema, { ...empty, password: 'sunshine1' })['confirmPassword']).toEqual([
      MESSAGES.confirmPasswordRequired,
    ]);
  });

  it('a too-short password still gets the mismatch on its confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: 'abc1', confirmPassword: 'abd1' })).toEqual({
      password: [MESSAGES.passwordTooShort],
      confirmPassword: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it('password change: mismatch while the current password is empty', () => {
    expect(
      errorsOf(passwordChangeSchema, {
        currentPassword: '',
        newPassword: 'new-pass1',
        confirmNewPassword: 'new-pass2',
      }),
    ).toEqual({
      currentPassword: [MESSAGES.currentPasswordRequired],
      confirmNewPassword: [MESSAGES.passwordsDoNotMatch],
    });
  });
});
