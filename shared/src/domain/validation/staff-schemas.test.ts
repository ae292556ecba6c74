import {
  hasStaffLevel,
  isValidSupportPhone,
  siteSettingsSchema,
  STAFF_ROLE_LABELS,
  staffMemberSchema,
} from './staff-schemas';
import { isPlainEmail } from './fields';
import { MESSAGES } from './messages';
import { errorsOf } from './test-helpers';

describe('staff roles', () => {
  it.each([
    ['moderator', 'moderator', true],
    ['moderator', 'admin', false],
    ['admin', 'admin', true],
    ['admin', 'super_admin', false],
    ['super_admin', 'admin', true],
    ['super_admin', 'super_admin', true],
    ['owner', 'moderator', false],
    [null, 'moderator', false],
    [undefined, 'moderator', false],
  ] as const)('%p has level %p: %p', (role, minimum, expected) => {
    expect(hasStaffLevel(role, minimum)).toBe(expected);
  });

  it('labels every role for people', () => {
    expect(STAFF_ROLE_LABELS).toEqual({
      moderator: 'Moderator',
      admin: 'Admin',
      super_admin: 'Super Admin',
    });
  });
});

describe('adding a staff member', () => {
  it('accepts an e-mail and a role', () => {
    expect(errorsOf(staffMemberSchema, { email: 'new@example.com', role: 'admin' })).toEqual({});
  });

  it('explains a missing or malformed e-mail and a missing role', () => {
    expect(errorsOf(staffMemberSchema, { email: '', role: undefined })).toEqual({
      email: ['Email is required'],
      role: ['Role is required'],
    });
    expect(errorsOf(staffMemberSchema, { email: 'new@', role: 'owner' })).toEqual({
      email: ['Please enter a valid email address'],
      role: ['Role is required'],
    });
  });
});

const VALID_SETTINGS = {
  supportPhone: '+1 246 269 9288',
  supportEmail: '',
  serviceHours: '8:30 AM to 6:30 PM (GMT-4)',
  figureCustomers: '500+',
  figureYears: '18+',
  figureRating: '4.9/5',
  figureSatisfaction: '98%',
  cardPaymentText: 'We send a secure payment link before your trip.',
  showBbd: true,
  reminderHoursBefore: '24',
};

describe('site settings', () => {
  it('accepts the built-in values, with a blank e-mail meaning the deploy-time inbox', () => {
    expect(errorsOf(siteSettingsSchema, VALID_SETTINGS)).toEqual({});
    expect(
      errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, supportEmail: ' desk@example.com ' }),
    ).toEqual({});
  });

  it.each([
    ['a@b.c?cc=evil@x.y&bcc=z', MESSAGES.emailInvalid],
    ['desk@example.com,evil@x.y', MESSAGES.emailInvalid],
    ['desk@example.com?cc=evil.example', MESSAGES.plainEmailInvalid],
    ['desk@example.com&body=hi', MESSAGES.plainEmailInvalid],
    ['"desk"@example.com', MESSAGES.plainEmailInvalid],
    ['desk%40evil@example.com', MESSAGES.plainEmailInvalid],
    ['desk#1@example.com', MESSAGES.plainEmailInvalid],
    ['desk;x@example.com', MESSAGES.plainEmailInvalid],
    ['desk@exa_mple.com', MESSAGES.plainEmailInvalid],
  ])('refuses the support e-mail %p: a plain address only', (supportEmail, message) => {
    expect(errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, supportEmail })).toEqual({
      supportEmail: [message],
    });
    expect(isPlainEmail(supportEmail)).toBe(false);
  });

  it.each([['bookings@example.com'], ['Desk.Tours+bb@mail.example-island.co.bb'], ['a_b-c@x.io']])(
    'accepts the plain support e-mail %p',
    (supportEmail) => {
      expect(errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, supportEmail })).toEqual({});
      expect(isPlainEmail(supportEmail)).toBe(true);
    },
  );

  it.each(['0', '169', '1.5', '', 'x'])('refuses the reminder lead time %p', (value) => {
    expect(errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, reminderHoursBefore: value })).toEqual(
      {
        reminderHoursBefore: ['Reminder lead time must be a whole number of hours from 1 to 168'],
      },
    );
  });

  it('refuses a plain-looking address longer than 254 characters', () => {
    expect(isPlainEmail(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });

  it.each([
    ['+1 246 269 9288', true],
    ['(246) 269-9288', true],
    ['246 269 928', false],
    ['+1 246 269 9288 1234 5', false],
    ['+1 246 CALL NOW', false],
    ['1+246 269 9288', false],
    ['(((  )))---   ', false],
  ])('support phone %p is valid: %p', (phone, valid) => {
    expect(isValidSupportPhone(phone)).toBe(valid);
  });

  it('explains each refused value in the site’s words', () => {
    expect(
      errorsOf(siteSettingsSchema, {
        supportPhone: '12345',
        supportEmail: 'desk@',
        serviceHours: 'ok',
        figureCustomers: '',
        figureYears: 'x'.repeat(17),
        figureRating: '4.9/5',
        figureSatisfaction: '98%',
        cardPaymentText: 'Pay later',
        showBbd: 'yes',
        reminderHoursBefore: '24',
      }),
    ).toEqual({
      supportPhone: ['Please enter a valid phone number'],
      supportEmail: ['Please enter a valid email address'],
      serviceHours: ['Service hours must be at least 3 characters long'],
      figureCustomers: ['Customers is required'],
      figureYears: ['Years cannot exceed 16 characters'],
      cardPaymentText: ['Card payment text must be at least 10 characters long'],
      showBbd: ['Invalid input: expected boolean, received string'],
    });
    expect(errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, supportPhone: ' ' })).toEqual({
      supportPhone: ['Support phone is required'],
    });
    expect(
      errorsOf(siteSettingsSchema, { ...VALID_SETTINGS, cardPaymentText: 'x'.repeat(501) }),
    ).toEqual({ cardPaymentText: ['Card payment text cannot exceed 500 characters'] });
  });
});
