export * from './bookings-csv';
