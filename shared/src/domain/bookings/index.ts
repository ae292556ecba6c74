export * from './booking-status';
export * from './booking-record';
export * from './cancel-warnings';
export * from './booking-labels';
