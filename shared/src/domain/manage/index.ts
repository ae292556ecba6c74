export * from './manage-rules';
