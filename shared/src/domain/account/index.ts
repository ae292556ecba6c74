export * from './auth-errors';
export * from './booking-errors';
export * from './my-bookings';
