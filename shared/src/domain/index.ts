// Pure business rules (no React), listed in docs/product-rules.md. Package entry
// `@bbt/shared/domain`.
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
export * from './booking-request';
export * from './place-search';
export * from './maps';
export * from './request-forms';
export * from './calendar';
export * from './account';
export * from './format';
export * from './email';
export * from './dispatch';
export * from './manage';
