export * from './manage-rules';
export * from './change-form';
export * from './change-history';
