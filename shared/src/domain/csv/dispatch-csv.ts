// The dispatch day as CSV: the board's jobs in its order with the assignment (driver, plate),
// through the same builder (and formula guard) as the bookings export.
import { businessDate } from '../time/business-time';
import { CSV_MIME_TYPE, type CsvDownload, numberOrNull, rowsToCsv } from './bookings-csv';

export const DISPATCH_CSV_COLUMNS = [
  'Date',
  'Time',
  'Leg',
  'Reference',
  'Passenger',
  'Phone',
  'Passengers',
  'Suitcases',
  'Class',
  'Pickup',
  'Dropoff',
  'Flight or ship',
  'Extras',
  'Status',
  'Driver',
  'Vehicle plate',
] as const;

/** One job of the board, with its labels already chosen by the caller. */
export interface DispatchCsvJob {
  date: string;
  time: string;
  leg: 'outbound' | 'return';
  reference: string;
  passenger: string;
  phone: string;
  passengers: number | string;
  suitcases: number | string;
  vehicleClass: string;
  pickup: string;
  dropoff: string;
  flight: string | null;
  extras: readonly string[];
  status: string;
  driver: string | null;
  plate: string | null;
}

export function dispatchDayToCsv(jobs: readonly DispatchCsvJob[]): string {
  return rowsToCsv(
    DISPATCH_CSV_COLUMNS,
    jobs.map((job) => [
      job.date,
      job.time,
      job.leg === 'return' ? 'Return' : 'Outbound',
      job.reference,
      job.passenger,
      job.phone,
      numberOrNull(job.passengers),
      numberOrNull(job.suitcases),
      job.vehicleClass,
      job.pickup,
      job.dropoff,
      job.flight ?? '',
      job.extras.join('; '),
      job.status,
      job.driver ?? '',
      job.plate ?? '',
    ]),
  );
}

/** 'dispatch-2026-12-07.csv' (the board's day), with the byte-order mark spreadsheets need. */
export function dispatchDayCsvDownload(date: string, jobs: readonly DispatchCsvJob[]): CsvDownload {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : businessDate(new Date());
  return {
    fileName: `dispatch-${day}.csv`,
    mimeType: CSV_MIME_TYPE,
    content: `\uFEFF${dispatchDayToCsv(jobs)}`,
  };
}
