// Pure business rules (no React): see SPEC sections 3, 5, 8 and 9. Package entry `@bbt/shared/domain`.
export * from './rates';
export * from './places';
export * from './pricing';
export * from './trip';
export * from './time';
export * from './validation';
export * from './references';
export * from './bookings';
export * from './refunds';
export * from './tours';
export * from './mailto';
export * from './csv';
export * from './calendar';
export * from './format';
export * from './email';
