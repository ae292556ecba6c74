export * from './auth-errors';
export * from './booking-errors';
export * from './genders';
export * from './my-bookings';
