// CSV export of bookings: RFC 4180 via papaparse, with formula-injection
// protection. papaparse's own `escapeFormulae: true` misses a leading LF, so we pass our pattern:
// a text cell starting with = + - @ tab CR or LF gets a leading apostrophe (and is quoted).
// Numeric columns stay numbers, which papaparse never escapes. Phone numbers written '+1 246 ...'
// therefore show as text with a leading apostrophe: the price of never running a formula.
import Papa from 'papaparse';
import type { BookingRecord } from '../bookings/booking-record';
import { businessDate } from '../time/business-time';

export const BOOKINGS_CSV_COLUMNS = [
  'Reference',
  'Name',
  'Email',
  'Phone',
  'Pickup',
  'Dropoff',
  'Date',
  'Time',
  'Passengers',
  'Price',
  'Status',
] as const;

export const CSV_FORMULA_PATTERN = /^[=+\-@\t\r\n]/;
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** 'bookings-2026-11-22.csv', dated in Barbados time. */
export function bookingsCsvFileName(now: Date): string {
  return `bookings-${businessDate(now)}.csv`;
}

export function numberOrNull(value: number | string): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  return Number.isFinite(number) ? number : null;
}

export type CsvRow = (string | number | null)[];

function toRow(booking: BookingRecord): CsvRow {
  return [
    booking.reference_number,
    `${booking.first_name} ${booking.last_name}`.trim(),
    booking.email,
    booking.phone,
    booking.pickup_location,
    booking.dropoff_location,
    booking.pickup_date,
    booking.pickup_time,
    numberOrNull(booking.passengers),
    numberOrNull(booking.total_price),
    booking.status,
  ];
}

/**
 * CSV text of a header and rows: CRLF line ends, quoted only where needed, a text cell starting
 * with a formula character neutralised. Every export of the site goes through here.
 */
export function rowsToCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  // Header and rows as one array: with `fields` and no data papaparse would end on a bare CRLF.
  return Papa.unparse([[...header], ...rows], {
    escapeFormulae: CSV_FORMULA_PATTERN,
    newline: '\r\n',
    quotes: false,
  });
}

/** The CSV text: a header row, then one row per booking, CRLF line ends. */
export function bookingsToCsv(bookings: readonly BookingRecord[]): string {
  return rowsToCsv(BOOKINGS_CSV_COLUMNS, bookings.map(toRow));
}

export interface CsvDownload {
  fileName: string;
  mimeType: string;
  /** With a UTF-8 byte-order mark so that spreadsheet apps read accents correctly. */
  content: string;
}

export function bookingsCsvDownload(bookings: readonly BookingRecord[], now: Date): CsvDownload {
  return {
    fileName: bookingsCsvFileName(now),
    mimeType: CSV_MIME_TYPE,
    content: `\uFEFF${bookingsToCsv(bookings)}`,
  };
}
