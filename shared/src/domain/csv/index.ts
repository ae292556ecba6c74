export * from './bookings-csv';
export * from './dispatch-csv';
