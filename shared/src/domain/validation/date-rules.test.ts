import { pickupDateError, returnDateError, returnTimeError } from './date-rules';
import { MESSAGES, numberMessages } from './messages';
import { numberField } from './fields';
import { errorsOf } from './test-helpers';

const now = new Date('2026-11-30T18:30:00Z'); // 14:30 in Barbados

describe('dates', () => {
  it('pickup date: required, real, 24 hours ahead', () => {
    expect(pickupDateError(' ', null, now)).toBe(MESSAGES.dateRequired);
    expect(pickupDateError('2026-11-31', null, now)).toBe(MESSAGES.dateInvalid);
    expect(pickupDateError('2026-12-01', '14:29', now)).toBe(MESSAGES.leadTime);
    expect(pickupDateError('2026-12-01', '14:30', now)).toBeNull();
    expect(pickupDateError('2026-12-01', 'bad', now)).toBeNull();
    expect(pickupDateError('2026-11-30', null, now)).toBe(MESSAGES.leadTime);
  });

  it('return date: required, real, not before the pickup date', () => {
    expect(returnDateError('', '2026-12-01')).toBe(MESSAGES.dateRequired);
    expect(returnDateError('2026-12-32', '2026-12-01')).toBe(MESSAGES.dateInvalid);
    expect(returnDateError('2026-11-30', '2026-12-01')).toBe(MESSAGES.returnBeforePickup);
    expect(returnDateError('2026-12-01', '2026-12-01')).toBeNull();
    expect(returnDateError('2026-12-01', '')).toBeNull();
  });
});

describe('number helper messages', () => {
  it("'{label} must be a valid number', 'must be at least {min}', 'cannot exceed {max}'", () => {
    expect(numberMessages('Passengers', 1, 20)).toEqual({
      notNumber: 'Passengers must be a valid number',
      tooSmall: 'Passengers must be at least 1',
      tooLarge: 'Passengers cannot exceed 20',
    });
    const schema = numberField('Passengers', 1, 20);
    expect(errorsOf(schema, 'three')).toEqual({ '': ['Passengers must be a valid number'] });
    expect(errorsOf(schema, 21)).toEqual({ '': ['Passengers cannot exceed 20'] });
  });
});

describe('return time (mirrors create_booking: the return must be after the pickup)', () => {
  it('is required and must be a clock time', () => {
    expect(returnTimeError('2026-12-08', ' ', '2026-12-01', '10:00')).toBe(MESSAGES.timeRequired);
    expect(returnTimeError('2026-12-08', '25:00', '2026-12-01', '10:00')).toBe(
      MESSAGES.timeInvalid,
    );
  });
  it('on the pickup day must be strictly later than the pickup time', () => {
    expect(returnTimeError('2026-12-01', '10:00', '2026-12-01', '10:00')).toBe(
      MESSAGES.returnNotAfterPickup,
    );
    expect(returnTimeError('2026-12-01', '09:59', '2026-12-01', '10:00')).toBe(
      MESSAGES.returnNotAfterPickup,
    );
    expect(returnTimeError('2026-12-01', '10:01', '2026-12-01', '10:00')).toBeNull();
  });
  it('on a later day may be any time, and is not judged against a pickup time not yet valid', () => {
    expect(returnTimeError('2026-12-02', '06:00', '2026-12-01', '10:00')).toBeNull();
    expect(returnTimeError('2026-12-01', '06:00', '2026-12-01', '')).toBeNull();
    expect(returnTimeError('not a date', '06:00', 'not a date', '10:00')).toBeNull();
  });
});
