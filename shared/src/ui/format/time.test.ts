import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { formatBookedOn, formatDate, formatDateAndTime, formatInstant, formatTime } from './time';

describe('formatTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['14:05', '2:05 PM'],
    ['23:59', '11:59 PM'],
  ])('%s -> %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  it.each(['24:00', '9:05', 'noon', ''])('returns %j unchanged', (time) => {
    expect(formatTime(time)).toBe(time);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-12-01', 'Tue, 1 Dec 2026'],
    ['2026-01-31', 'Sat, 31 Jan 2026'],
    ['2028-02-29', 'Tue, 29 Feb 2028'],
    ['2026-11-23', 'Mon, 23 Nov 2026'],
  ])('%s -> %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '01/12/2026', 'tomorrow', ''])(
    'returns the invalid date %j unchanged',
    (date) => {
      expect(formatDate(date)).toBe(date);
    },
  );
});

describe('formatDateAndTime', () => {
  it("writes a pickup as '<date> at <time>'", () => {
    expect(formatDateAndTime('2026-12-01', '14:05')).toBe('Tue, 1 Dec 2026 at 2:05 PM');
    expect(formatDateAndTime('2026-12-01', '00:00')).toBe('Tue, 1 Dec 2026 at 12:00 AM');
  });
});

describe('formatInstant and formatBookedOn (Barbados time, UTC-4)', () => {
  it('writes an instant in Barbados time: 03:30 UTC is 11:30 PM the day before', () => {
    expect(formatInstant('2026-11-24T03:30:00Z')).toBe('Mon, 23 Nov 2026, 11:30 PM');
    expect(formatInstant(new Date('2026-11-24T03:30:00Z'))).toBe('Mon, 23 Nov 2026, 11:30 PM');
    expect(formatInstant('2026-11-24T04:00:00Z')).toBe('Tue, 24 Nov 2026, 12:00 AM');
    expect(formatInstant('2026-11-24T10:05:00-04:00')).toBe('Tue, 24 Nov 2026, 10:05 AM');
  });

  it('gives the same answer whatever the machine time zone', () => {
    // A test cannot change the zone of its own jest sandbox (process.env there is a copy), so a
    // plain Node process switches TZ and reports the local offset it saw beside each answer.
    const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    const script = `
      import { formatBookedOn, formatInstant } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'time.ts')).href)};
      const seen = {};
      for (const zone of ${JSON.stringify(zones)}) {
        process.env.TZ = zone;
        const instant = '2026-11-24T03:30:00Z';
        seen[zone] = [new Date(instant).getTimezoneOffset(), formatInstant(instant), formatBookedOn(instant)];
      }
      console.log(JSON.stringify(seen));
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: __dirname,
        encoding: 'utf8',
        env: { ...process.env, TZ: 'UTC' },
      },
    );
    if (run.status !== 0) throw new Error(`The Node run failed: ${run.stderr}`);
    const seen = JSON.parse(run.stdout) as Record<string, [number, string, string]>;
    const expected = (offset: number) => [
      offset,
      'Mon, 23 Nov 2026, 11:30 PM',
      'Booked on Mon, 23 Nov 2026, 11:30 PM',
    ];
    expect(seen).toEqual({
      UTC: expected(0),
      'Asia/Tokyo': expected(-540),
      'America/Los_Angeles': expected(480),
      'Pacific/Kiritimati': expected(-840),
    });
  });

  it('returns an invalid instant unchanged', () => {
    expect(formatInstant('not a time')).toBe('not a time');
    expect(formatInstant(new Date(Number.NaN))).toBe('Invalid Date');
  });

  it("writes a booking's created_at as 'Booked on …'", () => {
    expect(formatBookedOn(new Date('2026-11-23T18:05:00Z'))).toBe(
      'Booked on Mon, 23 Nov 2026, 2:05 PM',
    );
    expect(formatBookedOn('2026-11-24T03:30:00Z')).toBe('Booked on Mon, 23 Nov 2026, 11:30 PM');
  });
});
