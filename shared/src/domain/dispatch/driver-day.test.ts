import { type DriverDayJob, jobsOfTheDay, laterStep, nextJobOf, stepStates } from './driver-day';

// 2026-12-01 22:30 in Barbados (UTC-4): already 2 December in UTC.
const NOW = new Date('2026-12-02T02:30:00Z');

const job = (
  id: string,
  pickupDate: string,
  pickupTime: string,
  extra: Partial<DriverDayJob> = {},
) =>
  ({
    bookingId: id,
    pickupDate,
    pickupTime,
    isRoundTrip: false,
    returnDate: null,
    returnTime: null,
    progress: 'assigned',
    ...extra,
  }) satisfies DriverDayJob;

describe('jobsOfTheDay', () => {
  it('keeps today and tomorrow in Barbados time, in pickup order', () => {
    const legs = jobsOfTheDay(
      [
        job('later', '2026-12-03', '08:00'),
        job('tomorrow', '2026-12-02', '07:30'),
        job('tonight', '2026-12-01', '23:15'),
        job('today', '2026-12-01', '09:00'),
      ],
      NOW,
    );
    expect(legs.map((leg) => leg.job.bookingId)).toEqual(['today', 'tonight', 'tomorrow']);
  });

  it('shows a round trip at its return when only the return falls in the day', () => {
    const legs = jobsOfTheDay(
      [
        job('round', '2026-11-28', '10:00', {
          isRoundTrip: true,
          returnDate: '2026-12-02',
          returnTime: '06:00',
        }),
        job('both', '2026-12-01', '10:00', {
          isRoundTrip: true,
          returnDate: '2026-12-02',
          returnTime: '11:00',
        }),
      ],
      NOW,
    );
    expect(legs.map((leg) => [leg.job.bookingId, leg.leg, leg.date, leg.time])).toEqual([
      ['both', 'pickup', '2026-12-01', '10:00'],
      ['round', 'return', '2026-12-02', '06:00'],
    ]);
  });
});

describe('nextJobOf', () => {
  it('is the first job not completed', () => {
    const legs = jobsOfTheDay(
      [
        job('a', '2026-12-01', '08:00', { progress: 'completed' }),
        job('b', '2026-12-01', '12:00', { progress: 'arrived' }),
        job('c', '2026-12-01', '16:00'),
      ],
      NOW,
    );
    expect(nextJobOf(legs)?.job.bookingId).toBe('b');
  });

  it('is null when every job is completed or there is none', () => {
    expect(nextJobOf([])).toBeNull();
    expect(
      nextJobOf(jobsOfTheDay([job('a', '2026-12-01', '08:00', { progress: 'completed' })], NOW)),
    ).toBeNull();
  });
});

describe('steps', () => {
  it('offers only the step after the current one', () => {
    expect(stepStates('assigned')).toEqual([
      { step: 'on_my_way', state: 'next' },
      { step: 'arrived', state: 'later' },
      { step: 'on_board', state: 'later' },
      { step: 'completed', state: 'later' },
    ]);
    expect(stepStates('arrived').map((s) => s.state)).toEqual(['done', 'done', 'next', 'later']);
    expect(stepStates('completed').map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('never goes back when a step saved on the phone meets the database', () => {
    expect(laterStep('assigned', 'on_my_way')).toBe('on_my_way');
    expect(laterStep('on_board', 'arrived')).toBe('on_board');
    expect(laterStep('arrived', 'arrived')).toBe('arrived');
  });
});
