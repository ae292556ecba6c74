export * from './pickup-placeholder';
export * from './party-sizes';
