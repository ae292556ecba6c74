export * from './pickup-placeholder';
