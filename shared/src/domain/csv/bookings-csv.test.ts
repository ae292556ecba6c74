import * as fc from 'fast-check';
import Papa from 'papaparse';
import type { BookingRecord } from '../bookings/booking-record';
import {
  BOOKINGS_CSV_COLUMNS,
  bookingsCsvDownload,
  bookingsCsvFileName,
  bookingsToCsv,
  CSV_FORMULA_PATTERN,
} from './bookings-csv';

const booking: BookingRecord = {
  reference_number: 'BB-567890-ABC',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+1 246 555 0100',
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Sandy Lane',
  pickup_date: '2026-12-02',
  pickup_time: '16:45',
  passengers: 2,
  suitcases: 3,
  vehicle_type: 'luxury',
  total_price: 110,
  status: 'pending',
};

const lines = (csv: string) => csv.split('\r\n');
const parse = (csv: string) => Papa.parse<string[]>(csv, { newline: '\r\n' }).data;

describe('bookings CSV export', () => {
  it('header: Reference, Name, Email, Phone, Pickup, Dropoff, Date, Time, Passengers, Price, Status', () => {
    expect(lines(bookingsToCsv([]))).toEqual([
      'Reference,Name,Email,Phone,Pickup,Dropoff,Date,Time,Passengers,Price,Status',
    ]);
    expect(BOOKINGS_CSV_COLUMNS).toHaveLength(11);
  });

  it('one row per booking, CRLF line ends, numbers unquoted; a +phone is neutralised', () => {
    expect(lines(bookingsToCsv([booking]))[1]).toBe(
      'BB-567890-ABC,Ann Lee,ann@example.com,"\'+1 246 555 0100",Grantley Adams International Airport,Sandy Lane,2026-12-02,16:45,2,110,pending',
    );
  });

  it('file name bookings-{date}.csv, dated in Barbados time', () => {
    expect(bookingsCsvFileName(new Date('2026-12-02T02:00:00Z'))).toBe('bookings-2026-12-01.csv');
  });

  it('RFC 4180: fields with commas, quotes or line breaks are quoted, quotes doubled', () => {
    const row = lines(
      bookingsToCsv([
        {
          ...booking,
          first_name: 'Ann "Annie"',
          dropoff_location: 'Villa 3, Mullins',
          pickup_location: 'Line 1\nLine 2',
        },
      ]),
    );
    expect(row.slice(1).join('\r\n')).toContain('"Ann ""Annie"" Lee"');
    expect(row.slice(1).join('\r\n')).toContain('"Villa 3, Mullins"');
    expect(parse(bookingsToCsv([{ ...booking, pickup_location: 'Line 1\nLine 2' }]))[1]?.[4]).toBe(
      'Line 1\nLine 2',
    );
  });

  it.each([
    '=HYPERLINK("http://x")',
    '+1 246 555 0100',
    '-2+3',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    '\n=cmd',
  ])(
    'a text cell starting with a formula character (%p) is neutralised with an apostrophe',
    (value) => {
      const cell = parse(bookingsToCsv([{ ...booking, dropoff_location: value }]))[1]?.[5];
      expect(cell).toBe(`'${value}`);
    },
  );

  it('the formula pattern covers = + - @ tab CR and LF (papaparse’s default misses LF)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n'])
      expect(CSV_FORMULA_PATTERN.test(`${start}x`)).toBe(true);
    expect(CSV_FORMULA_PATTERN.test('x=1')).toBe(false);
  });

  it('numeric columns stay numeric: string numbers are converted, junk becomes empty', () => {
    const row = parse(bookingsToCsv([{ ...booking, passengers: '3', total_price: '145.50' }]))[1];
    expect([row?.[8], row?.[9]]).toEqual(['3', '145.5']);
    const junk = parse(bookingsToCsv([{ ...booking, passengers: ' ', total_price: 'n/a' }]))[1];
    expect([junk?.[8], junk?.[9]]).toEqual(['', '']);
    expect(parse(bookingsToCsv([{ ...booking, total_price: NaN }]))[1]?.[9]).toBe('');
  });

  it('the download has the file name, CSV type and a UTF-8 byte-order mark', () => {
    const download = bookingsCsvDownload([booking], new Date('2026-11-30T18:30:00Z'));
    expect(download.fileName).toBe('bookings-2026-11-30.csv');
    expect(download.mimeType).toBe('text/csv;charset=utf-8');
    expect(download.content.startsWith('\uFEFFReference,')).toBe(true);
  });
});

describe('property: every CSV cell is safe for any input', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', '1'),
      maxLength: 12,
    }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const record: fc.Arbitrary<BookingRecord> = fc.record({
    reference_number: text,
    first_name: text,
    last_name: text,
    email: text,
    phone: text,
    pickup_location: text,
    dropoff_location: text,
    pickup_date: text,
    pickup_time: text,
    passengers: fc.oneof(fc.integer(), text),
    suitcases: fc.integer(),
    vehicle_type: text,
    total_price: fc.oneof(fc.double(), text),
    status: text,
  });

  it('round-trips through an RFC 4180 parser with every text cell neutralised', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), (bookings) => {
        const rows = parse(bookingsToCsv(bookings));
        expect(rows).toHaveLength(bookings.length + 1);
        bookings.forEach((b, i) => {
          const row = rows[i + 1] ?? [];
          expect(row).toHaveLength(11);
          const texts = [
            b.reference_number,
            `${b.first_name} ${b.last_name}`.trim(),
            b.email,
            b.phone,
            b.pickup_location,
            b.dropoff_location,
            b.pickup_date,
            b.pickup_time,
          ];
          texts.forEach((value, col) => {
            const expected = CSV_FORMULA_PATTERN.test(value) ? `'${value}` : value;
            expect(row[col]).toBe(expected);
          });
          for (const cell of [...row.slice(0, 8), row[10] ?? ''])
            expect(CSV_FORMULA_PATTERN.test(cell)).toBe(false);
          for (const cell of [row[8] ?? '', row[9] ?? '']) {
            expect(cell === '' || Number.isFinite(Number(cell))).toBe(true);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
