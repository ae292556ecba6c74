import {
  JOB_BUFFER_MINUTES,
  jobDriveMinutes,
  jobsClash,
  type JobTimes,
  jobWindows,
  UNKNOWN_DISTANCE_DRIVE_MINUTES,
  windowsOverlap,
} from './job-window';

const oneWay = (pickupTime: string, distanceKm: number | null = 17.5): JobTimes => ({
  pickupDate: '2026-12-01',
  pickupTime,
  distanceKm,
  isRoundTrip: false,
  returnDate: null,
  returnTime: null,
});

describe('jobDriveMinutes', () => {
  it('is the booking form estimate of the km (35 km/h, next 5 minutes)', () => {
    expect(jobDriveMinutes(17.5)).toBe(30);
    expect(jobDriveMinutes(0.1)).toBe(5);
    expect(jobDriveMinutes(36)).toBe(65);
  });

  it('is the cautious hour when the distance is unknown', () => {
    expect(jobDriveMinutes(null)).toBe(UNKNOWN_DISTANCE_DRIVE_MINUTES);
    expect(jobDriveMinutes(undefined)).toBe(60);
    expect(jobDriveMinutes(Number.NaN)).toBe(60);
  });
});

describe('jobWindows', () => {
  it('occupies pickup to pickup + drive + 30 minutes, in Barbados time (UTC-4)', () => {
    const [window] = jobWindows(oneWay('14:30'));
    expect(window).toEqual({
      leg: 'outbound',
      start: new Date('2026-12-01T18:30:00Z'),
      end: new Date(`2026-12-01T${String(18 + 1)}:30:00Z`),
    });
    expect(JOB_BUFFER_MINUTES).toBe(30);
  });

  it('adds the return leg of a round trip from its return time, same length', () => {
    const windows = jobWindows({
      ...oneWay('08:00', 17.5),
      isRoundTrip: true,
      returnDate: '2026-12-02',
      returnTime: '23:50',
    });
    expect(windows.map((w) => [w.leg, w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['outbound', '2026-12-01T12:00:00.000Z', '2026-12-01T13:00:00.000Z'],
      ['return', '2026-12-03T03:50:00.000Z', '2026-12-03T04:50:00.000Z'],
    ]);
  });

  it('has no window for a date or time that does not exist', () => {
    expect(jobWindows({ ...oneWay('10:00'), pickupDate: '2026-02-30' })).toEqual([]);
    expect(jobWindows({ ...oneWay('25:00') })).toEqual([]);
  });
});

describe('clashes', () => {
  it('lets a job start exactly when the previous one ends (half-open windows)', () => {
    // 14:30 + 30 min drive + 30 min = 15:30.
    expect(jobsClash(oneWay('14:30'), oneWay('15:30'))).toBeNull();
    expect(jobsClash(oneWay('15:30'), oneWay('14:30'))).toBeNull();
  });

  it('refuses one minute of overlap, either way round', () => {
    expect(jobsClash(oneWay('14:30'), oneWay('15:29'))).not.toBeNull();
    expect(jobsClash(oneWay('15:29'), oneWay('14:30'))).not.toBeNull();
  });

  it('counts a round trip return leg', () => {
    const roundTrip: JobTimes = {
      ...oneWay('06:00'),
      isRoundTrip: true,
      returnDate: '2026-12-01',
      returnTime: '18:00',
    };
    const clash = jobsClash(roundTrip, oneWay('18:45'));
    expect(clash?.map((w) => w.leg)).toEqual(['return', 'outbound']);
    expect(jobsClash(roundTrip, oneWay('19:00'))).toBeNull();
  });

  it('windowsOverlap is symmetric and false for touching windows', () => {
    const a = { leg: 'outbound' as const, start: new Date(0), end: new Date(60_000) };
    const b = { leg: 'outbound' as const, start: new Date(60_000), end: new Date(120_000) };
    expect(windowsOverlap(a, b)).toBe(false);
    expect(windowsOverlap(b, a)).toBe(false);
    expect(windowsOverlap(a, a)).toBe(true);
  });
});
