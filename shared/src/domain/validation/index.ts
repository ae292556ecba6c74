export * from './messages';
export * from './fields';
export * from './account-schemas';
export * from './message-schemas';
export * from './request-schemas';
export * from './date-rules';
export * from './booking-schemas';
export * from './staff-schemas';
