export * from './refund-policy';
export * from './refund-for-booking';
