export * from './refund-policy';
