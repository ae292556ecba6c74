import type {
  DispatchBookingRow,
  DispatchDay,
  DriverRow,
  VehicleRow,
} from '../../data/dispatch-api';
import {
  boardDate,
  dayJobs,
  driverChoices,
  nearbyJobs,
  needsDriver,
  shiftDate,
  vehicleChoices,
} from './dispatch-board';

const DAY = '2026-12-07';

function booking(
  id: string,
  time: string,
  more: Partial<DispatchBookingRow> = {},
): DispatchBookingRow {
  return {
    id,
    reference_number: `BB-${id}`,
    first_name: 'Ann',
    last_name: 'Lee',
    phone: '+1 246 555 0100',
    guest_name: null,
    guest_phone_number: null,
    pickup_location: 'Airport',
    dropoff_location: 'Holetown',
    pickup_date: DAY,
    pickup_time: `${time}:00`,
    is_round_trip: false,
    return_date: null,
    return_time: null,
    distance_km: 17.5,
    passengers: 2,
    suitcases: 2,
    vehicle_type: 'economy',
    flight_details: null,
    status: 'confirmed',
    ...more,
  };
}

const drivers: DriverRow[] = [
  { id: 'd1', full_name: 'Dwayne Driver', phone: '1', active: true },
  { id: 'd2', full_name: 'Kemar Clarke', phone: '2', active: true },
  { id: 'd3', full_name: 'Old Hand', phone: '3', active: false },
];
const vehicles: VehicleRow[] = [
  { id: 'v1', plate: 'H 1201', vehicle_type: 'economy', seats: 3, luggage: 4, active: true },
  { id: 'v2', plate: 'H 2302', vehicle_type: 'premium', seats: 3, luggage: 4, active: true },
  { id: 'v4', plate: 'H 4504', vehicle_type: 'executive', seats: 4, luggage: 5, active: false },
  { id: 'v5', plate: 'H 5605', vehicle_type: 'hiace', seats: 8, luggage: 14, active: true },
];

function day(
  bookings: DispatchBookingRow[],
  assigned: Record<string, [string, string]> = {},
): DispatchDay {
  return {
    bookings,
    extras: [{ booking_id: 'a', service_type: 'car_seats', quantity: 2 }],
    assignments: Object.entries(assigned).map(([id, [driver, vehicle]]) => ({
      booking_id: id,
      driver_id: driver,
      vehicle_id: vehicle,
      progress: 'assigned',
    })),
    drivers,
    vehicles,
  };
}

describe('the day board order', () => {
  it('puts unassigned jobs first, then assigned, cancelled last, each in pickup order', () => {
    const jobs = dayJobs(
      day(
        [
          booking('a', '09:00'),
          booking('b', '07:00'),
          booking('c', '06:00', { status: 'cancelled' }),
          booking('d', '08:00'),
          booking('e', '05:00'),
        ],
        { b: ['d1', 'v1'], e: ['d2', 'v2'] },
      ),
      DAY,
    );
    expect(jobs.map((job) => job.booking.id)).toEqual(['d', 'a', 'e', 'b', 'c']);
    expect(jobs.filter(needsDriver).map((job) => job.booking.id)).toEqual(['d', 'a']);
    expect(jobs[1]?.extras).toEqual(['Child car seats × 2']);
    expect(jobs[1]?.childSeats).toBe(2);
  });

  it('shows a round trip return leg on its own day, from the drop-off back', () => {
    const roundTrip = booking('r', '08:00', {
      pickup_date: '2026-12-01',
      is_round_trip: true,
      return_date: DAY,
      return_time: '17:30:00',
    });
    const [job] = dayJobs(day([roundTrip]), DAY);
    expect(job).toMatchObject({ leg: 'return', time: '17:30', from: 'Holetown', to: 'Airport' });
  });

  it('does not count a completed booking as needing a driver', () => {
    const [job] = dayJobs(day([booking('x', '10:00', { status: 'completed' })]), DAY);
    expect(job && needsDriver(job)).toBe(false);
  });
});

describe('the selects offer only what fits', () => {
  it('offers active drivers, marking one busy by the job-window rule', () => {
    const board = dayJobs(
      day([booking('a', '10:00'), booking('b', '10:30')], { b: ['d1', 'v1'] }),
      DAY,
    );
    const job = board.find((entry) => entry.booking.id === 'a')!;
    expect(driverChoices(drivers, job, board).map((choice) => choice.label)).toEqual([
      'Dwayne Driver (busy 10:30–11:30, BB-b)',
      'Kemar Clarke',
    ]);
  });

  it('never marks a job busy with itself, counts a round trip once, and skips cancelled bookings', () => {
    const roundTrip = booking('r', '09:00', {
      is_round_trip: true,
      return_date: DAY,
      return_time: '10:15:00',
    });
    const cancelled = booking('c', '10:00', { status: 'cancelled' });
    const board = dayJobs(
      day([booking('a', '10:00'), roundTrip, cancelled], {
        a: ['d2', 'v1'],
        r: ['d1', 'v1'],
        c: ['d2', 'v1'],
      }),
      DAY,
    );
    const own = board.find((job) => job.booking.id === 'a')!;
    const labels = driverChoices(drivers, own, board).map((choice) => choice.label);
    // d1 is busy with the round trip (one note for its two legs); d2 is this job's own driver and
    // the cancelled booking's, which keeps nobody busy.
    expect(labels).toEqual([
      expect.stringMatching(/^Dwayne Driver \(busy \d\d:\d\d–\d\d:\d\d, BB-r\)$/),
      'Kemar Clarke',
    ]);
    const returnLeg = board.find((job) => job.key === 'r:return')!;
    expect(driverChoices(drivers, returnLeg, board).map((choice) => choice.label)).toEqual([
      'Dwayne Driver',
      expect.stringMatching(/^Kemar Clarke \(busy 10:00–.*, BB-a\)$/),
    ]);
  });

  it("marks a driver busy with the previous evening's late job whose window runs past midnight", () => {
    const lateLastNight = booking('late', '23:40', {
      pickup_date: '2026-12-06',
      distance_km: 60,
    });
    const data = day([lateLastNight, booking('early', '00:20')], { late: ['d1', 'v1'] });
    const board = dayJobs(data, DAY);
    expect(board.map((job) => job.booking.id)).toEqual(['early']);
    expect(driverChoices(drivers, board[0]!, nearbyJobs(data, DAY))[0]?.label).toMatch(
      /^Dwayne Driver \(busy 23:40–\d\d:\d\d, BB-late\)$/,
    );
    expect(driverChoices(drivers, board[0]!, board)[0]?.label).toBe('Dwayne Driver');
  });

  it('offers active vehicles of the class or higher with the seats and luggage (never the van for a car)', () => {
    const board = dayJobs(day([booking('a', '10:00', { vehicle_type: 'premium' })]), DAY);
    expect(vehicleChoices(vehicles, board[0]!, board).map((choice) => choice.value)).toEqual([
      'v2',
    ]);
    const big = dayJobs(
      day([booking('a', '10:00', { passengers: 4, vehicle_type: 'economy' })]),
      DAY,
    );
    expect(vehicleChoices(vehicles, big[0]!, big)).toEqual([]);
    const van = dayJobs(
      day([booking('a', '10:00', { passengers: 7, suitcases: 9, vehicle_type: 'hiace' })]),
      DAY,
    );
    expect(vehicleChoices(vehicles, van[0]!, van).map((choice) => choice.label)).toEqual([
      'H 5605 · Toyota Hiace Van',
    ]);
  });
});

describe('the board date', () => {
  it('is the URL date when real, else today in Barbados', () => {
    expect(boardDate('2026-12-07', new Date())).toBe('2026-12-07');
    expect(boardDate('2026-02-30', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(boardDate(null, new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
  });

  it('moves a day back and forward across months', () => {
    expect(shiftDate('2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});
