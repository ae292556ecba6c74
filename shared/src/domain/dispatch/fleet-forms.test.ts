import { MESSAGES } from '../validation/messages';
import { driverAccountSchema, driverFormSchema, vehicleFormSchema } from './fleet-forms';
import { fillFleetMessage, FLEET_MESSAGES, normalizePlate } from './fleet-rules';

const vehicle = { plate: 'h 1234', vehicleType: 'economy', seats: 3, luggage: 4, notes: '' };

/** The first error message of `schema` for `value`, or null when it passes. */
function firstError(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('normalizePlate', () => {
  it('trims, upper-cases and single-spaces as the database trigger does', () => {
    expect(normalizePlate('  h   12 34 ')).toBe('H 12 34');
  });
});

describe('vehicleFormSchema', () => {
  it('accepts a vehicle and stores the plate normalised', () => {
    const parsed = vehicleFormSchema.parse({ ...vehicle, plate: ' ab  123 ', notes: ' Ok ' });
    expect(parsed).toEqual({ ...vehicle, plate: 'AB 123', notes: 'Ok' });
  });

  it.each([
    ['', FLEET_MESSAGES.plateRequired],
    ['   ', FLEET_MESSAGES.plateRequired],
    ['H-1234', FLEET_MESSAGES.plateInvalid],
    ['ABCDEFGHIJKLM', FLEET_MESSAGES.plateTooLong],
  ])('refuses the plate %j', (plate, message) => {
    expect(firstError(vehicleFormSchema, { ...vehicle, plate })).toBe(message);
  });

  it('keeps seats within 1–20 and luggage within 0–30', () => {
    expect(firstError(vehicleFormSchema, { ...vehicle, seats: 0 })).toBe(
      'Seats must be at least 1',
    );
    expect(firstError(vehicleFormSchema, { ...vehicle, seats: 21 })).toBe('Seats cannot exceed 20');
    expect(firstError(vehicleFormSchema, { ...vehicle, seats: 2.5 })).toBe(
      'Seats must be a valid number',
    );
    expect(firstError(vehicleFormSchema, { ...vehicle, luggage: 0 })).toBeNull();
    expect(firstError(vehicleFormSchema, { ...vehicle, luggage: 31 })).toBe(
      'Luggage cannot exceed 30',
    );
  });

  it('needs a class of the price list', () => {
    expect(firstError(vehicleFormSchema, { ...vehicle, vehicleType: 'bus' })).toBe(
      FLEET_MESSAGES.classRequired,
    );
  });

  it('limits notes to 500 characters', () => {
    expect(firstError(vehicleFormSchema, { ...vehicle, notes: 'x'.repeat(501) })).toBe(
      'Notes cannot exceed 500 characters',
    );
  });
});

describe('driverFormSchema', () => {
  const driver = { fullName: 'Shontelle Best', phone: '+1 246 555 0101' };

  it('accepts a driver, trimmed', () => {
    expect(driverFormSchema.parse({ ...driver, fullName: ' Ann Lee ' }).fullName).toBe('Ann Lee');
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: 'A' }, 'Full name must be at least 2 characters long'],
    [{ fullName: 'x'.repeat(101) }, 'Full name cannot exceed 100 characters'],
    [{ phone: '' }, MESSAGES.phoneRequired],
    [{ phone: '555-12' }, MESSAGES.phoneInvalid],
    [{ phone: 'call me maybe' }, MESSAGES.phoneInvalid],
  ])('refuses %j', (change, message) => {
    expect(firstError(driverFormSchema, { ...driver, ...change })).toBe(message);
  });
});

describe('driverAccountSchema', () => {
  it('accepts an e-mail or blank (no account)', () => {
    expect(driverAccountSchema.parse({ email: ' Ann@Example.com ' }).email).toBe('Ann@Example.com');
    expect(driverAccountSchema.parse({ email: '  ' }).email).toBe('');
  });

  it('refuses something that is not an e-mail', () => {
    expect(firstError(driverAccountSchema, { email: 'ann' })).toBe(MESSAGES.emailInvalid);
  });
});

describe('fillFleetMessage', () => {
  it('fills the database refusals', () => {
    expect(fillFleetMessage('linkedElsewhere', { email: 'a@b.co', driver: 'Ann' })).toBe(
      'a@b.co is already linked to driver Ann',
    );
    expect(fillFleetMessage('noAccount')).toBe('No account uses the e-mail {email}');
  });
});
