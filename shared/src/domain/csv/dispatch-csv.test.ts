import Papa from 'papaparse';

import { DISPATCH_CSV_COLUMNS, dispatchDayCsvDownload, type DispatchCsvJob } from './dispatch-csv';

const job: DispatchCsvJob = {
  date: '2026-12-07',
  time: '12:10',
  leg: 'outbound',
  reference: 'BB-100011-GUP',
  passenger: 'Grace Visitor',
  phone: '+44 20 7946 0958',
  passengers: 1,
  suitcases: 2,
  vehicleClass: 'Premium',
  pickup: 'Grantley Adams International Airport',
  dropoff: '=Sunset Crest',
  flight: 'BA2155 from London Gatwick',
  extras: ['Child car seats × 2', 'Supermarket stop (30 minutes)'],
  status: 'Pending',
  driver: 'Dwayne Driver',
  plate: 'H 2302',
};

describe('dispatch day CSV', () => {
  it('has the board columns with the driver and the plate, formulas neutralised', () => {
    const download = dispatchDayCsvDownload('2026-12-07', [
      job,
      { ...job, driver: null, plate: null },
    ]);
    expect(download.fileName).toBe('dispatch-2026-12-07.csv');
    const rows = Papa.parse<string[]>(download.content.slice(1), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual([...DISPATCH_CSV_COLUMNS]);
    expect(rows[1]?.[6]).toBe('1');
    expect(rows[1]?.[10]).toBe("'=Sunset Crest");
    expect(rows[1]?.[12]).toBe('Child car seats × 2; Supermarket stop (30 minutes)');
    expect(rows[1]?.slice(-2)).toEqual(['Dwayne Driver', 'H 2302']);
    expect(rows[2]?.slice(-2)).toEqual(['', '']);
  });

  it('marks return legs, leaves unknown numbers and flights empty, and names a bad date by today', () => {
    const download = dispatchDayCsvDownload('not a date', [
      { ...job, leg: 'return', passengers: 'two', suitcases: '3', flight: null, extras: [] },
    ]);
    expect(download.fileName).toMatch(/^dispatch-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(download.content.slice(1), { newline: '\r\n' }).data;
    expect(rows[1]?.[2]).toBe('Return');
    expect(rows[1]?.[6]).toBe('');
    expect(rows[1]?.[7]).toBe('3');
    expect(rows[1]?.[11]).toBe('');
    expect(rows[1]?.[12]).toBe('');
  });
});
