export * from './reference-number';
