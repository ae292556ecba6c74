import {
  BOOKING_CHANGE_KEYS,
  CHANGE_CUTOFF_HOURS,
  MANAGE_ERROR_HINTS,
  MANAGE_LINK_INVALID_MESSAGE,
  MANAGE_LINK_VALID_DAYS_AFTER_TRIP,
  canCancelBooking,
  canChangeBooking,
  changeCutoffMessage,
  changeDeadline,
  isManageLinkInvalid,
  lastLegInstant,
  manageLimitMessage,
  manageLinkExpiresAt,
  notCancellableMessage,
  notChangeableMessage,
  unknownChangeKeys,
} from './index';

const oneWay = { pickup_date: '2026-12-10', pickup_time: '14:30' };
const roundTrip = {
  ...oneWay,
  is_round_trip: true,
  return_date: '2026-12-17',
  return_time: '09:00',
};

describe('manage rules', () => {
  it('fixes the cut-off at 24 hours and links at 7 days after the trip', () => {
    expect(CHANGE_CUTOFF_HOURS).toBe(24);
    expect(MANAGE_LINK_VALID_DAYS_AFTER_TRIP).toBe(7);
    expect(MANAGE_LINK_INVALID_MESSAGE).toBe(
      'This link is not valid or has expired. Please contact us with your booking reference.',
    );
  });

  it('words the cut-off with the support phone', () => {
    expect(changeCutoffMessage('+1 246 269 9288')).toBe(
      'Changes are not possible online within 24 hours of pickup. Please call us on +1 246 269 9288.',
    );
  });

  it('words the status refusals and the rate limit', () => {
    expect(notChangeableMessage('cancelled')).toBe(
      'This booking is cancelled: it can no longer be changed.',
    );
    expect(notCancellableMessage('completed')).toBe(
      'This booking is completed: it cannot be cancelled online.',
    );
    expect(manageLimitMessage('+1 246 269 9288', 3600)).toBe(
      'Too many requests from this network in the last hour. Please try again in 60 minutes, or call +1 246 269 9288.',
    );
    expect(manageLimitMessage('+1', 20)).toContain('in 1 minute, or call +1.');
  });

  it('the change deadline is pickup − 24 h, Barbados time (UTC−4)', () => {
    expect(changeDeadline(oneWay)?.toISOString()).toBe('2026-12-09T18:30:00.000Z');
    expect(changeDeadline({ pickup_date: 'x', pickup_time: '14:30' })).toBeNull();
  });

  it('allows a change of a live booking until the deadline, not at it', () => {
    const deadline = changeDeadline(oneWay) as Date;
    const before = new Date(deadline.getTime() - 60_000);
    const at = deadline;
    expect(canChangeBooking({ ...oneWay, status: 'pending' }, before)).toBe(true);
    expect(canChangeBooking({ ...oneWay, status: 'Confirmed' }, before)).toBe(true);
    expect(canChangeBooking({ ...oneWay, status: 'confirmed' }, at)).toBe(false);
    expect(canChangeBooking({ ...oneWay, status: 'cancelled' }, before)).toBe(false);
    expect(canChangeBooking({ ...oneWay, status: 'completed' }, before)).toBe(false);
    expect(canChangeBooking({ pickup_date: '', pickup_time: '', status: 'pending' }, before)).toBe(
      false,
    );
  });

  it('allows cancelling a pending or confirmed booking only', () => {
    expect(
      ['pending', 'confirmed', 'cancelled', 'completed'].map((status) =>
        canCancelBooking({ status }),
      ),
    ).toEqual([true, true, false, false]);
  });

  it('links expire 7 days after the last leg: the return of a round trip, else the pickup', () => {
    expect(lastLegInstant(roundTrip)?.toISOString()).toBe('2026-12-17T13:00:00.000Z');
    expect(lastLegInstant({ ...roundTrip, is_round_trip: false })?.toISOString()).toBe(
      '2026-12-10T18:30:00.000Z',
    );
    expect(lastLegInstant({ ...roundTrip, return_time: null })?.toISOString()).toBe(
      '2026-12-10T18:30:00.000Z',
    );
    expect(manageLinkExpiresAt(roundTrip)?.toISOString()).toBe('2026-12-24T13:00:00.000Z');
    expect(manageLinkExpiresAt({ pickup_date: '2026-02-30', pickup_time: '10:00' })).toBeNull();
  });

  it('lists the change keys and finds unknown ones', () => {
    expect(BOOKING_CHANGE_KEYS).toHaveLength(11);
    expect(unknownChangeKeys({ pickup_time: '10:00', total_price: 1, vehicle_type: 'x' })).toEqual([
      'total_price',
      'vehicle_type',
    ]);
    expect(unknownChangeKeys({})).toEqual([]);
  });

  it('recognises the manage-link refusal by its hint', () => {
    expect(isManageLinkInvalid({ hint: MANAGE_ERROR_HINTS.invalidLink })).toBe(true);
    expect(isManageLinkInvalid({ hint: 'lead_time' })).toBe(false);
    expect(isManageLinkInvalid(null)).toBe(false);
    expect(isManageLinkInvalid(undefined)).toBe(false);
  });
});
