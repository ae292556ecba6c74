export * from './hourly-rates';
