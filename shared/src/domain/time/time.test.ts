import {
  businessClockTime,
  businessDate,
  businessInstant,
  formatBusinessDateTime,
  hoursUntil,
  parseIsoDate,
} from './business-time';
import { formatClockTime12h, isClockTime, parseClockTime } from './clock-time';
import { LEAD_TIME_HOURS, meetsLeadTime, minPickupDate } from './lead-time';

describe('clock times', () => {
  it.each(['00:00', '09:05', '23:59'])('%s is a clock time', (value) =>
    expect(isClockTime(value)).toBe(true),
  );
  it.each(['24:00', '9:05', '12:60', '', 'noon', '12:00:00'])('%p is not', (value) =>
    expect(isClockTime(value)).toBe(false),
  );

  it('parses hours and minutes; null and undefined are not times', () => {
    expect(parseClockTime('07:45')).toEqual({ hour: 7, minute: 45 });
    expect(parseClockTime(null)).toBeNull();
    expect(parseClockTime(undefined)).toBeNull();
  });

  it.each([
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
    ['later', 'later'],
  ])('12-hour display of %s is %s', (value, shown) =>
    expect(formatClockTime12h(value)).toBe(shown),
  );
});

describe('business time is America/Barbados, UTC-4 all year, whatever the machine zone', () => {
  it('a Barbados wall-clock time is 4 hours behind UTC, summer and winter', () => {
    expect(businessInstant('2026-07-01', '20:00')?.toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect(businessInstant('2026-01-15', '00:00')?.toISOString()).toBe('2026-01-15T04:00:00.000Z');
  });

  it('invalid dates and times give null', () => {
    expect(businessInstant('2026-02-29', '10:00')).toBeNull();
    expect(businessInstant('2026-12-01', '25:00')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual([2028, 2, 29]);
    expect(parseIsoDate('01/12/2026')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('the Barbados date and clock of an instant', () => {
    const lateUtc = new Date('2026-12-02T02:30:00Z'); // 22:30 on 1 December in Barbados
    expect(businessDate(lateUtc)).toBe('2026-12-01');
    expect(businessDate(lateUtc, 1)).toBe('2026-12-02');
    expect(businessClockTime(lateUtc)).toBe('22:30');
    expect(formatBusinessDateTime(lateUtc)).toBe('2026-12-01 22:30 (GMT-4)');
  });

  it('does not depend on the process time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(businessInstant('2026-12-01', '10:00')?.toISOString()).toBe(
        '2026-12-01T14:00:00.000Z',
      );
      expect(businessDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('hoursUntil is negative once the instant has passed', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(hoursUntil(new Date('2026-12-01T18:00:00Z'), now)).toBe(6);
    expect(hoursUntil(new Date('2026-12-01T11:00:00Z'), now)).toBe(-1);
  });
});

describe('24-hour lead time', () => {
  const now = new Date('2026-11-30T18:30:00Z'); // 14:30 Barbados, 30 November

  it('is 24 hours', () => expect(LEAD_TIME_HOURS).toBe(24));

  it('a pickup 24 hours away or more passes; 23 h 59 min does not', () => {
    expect(meetsLeadTime('2026-12-01', '14:30', now)).toBe(true);
    expect(meetsLeadTime('2026-12-01', '14:29', now)).toBe(false);
  });

  it('counted in Barbados time, not the browser: 10:00 on 1 Dec is 19.5 hours away', () => {
    // A browser in UTC would read 2026-12-01 10:00 as 15.5 hours after now; in Barbados it is 19.5.
    expect(meetsLeadTime('2026-12-01', '10:00', now)).toBe(false);
    expect(meetsLeadTime('2026-12-01', '18:00', now)).toBe(true);
  });

  it('with no time the date passes if its last minute is 24 hours away', () => {
    expect(meetsLeadTime('2026-12-01', null, now)).toBe(true);
    expect(meetsLeadTime('2026-11-30', null, now)).toBe(false);
    expect(meetsLeadTime('not a date', null, now)).toBe(false);
  });

  it('the date picker minimum is tomorrow in Barbados', () => {
    expect(minPickupDate(now)).toBe('2026-12-01');
    expect(minPickupDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01'); // 23:00 on 30 Nov
  });
});
