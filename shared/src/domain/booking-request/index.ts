export * from './booking-draft';
export * from './booking-errors';
export * from './booking-limits';
export * from './retry-schedule';
export * from './drive-time';
