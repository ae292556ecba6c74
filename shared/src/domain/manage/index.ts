export * from './manage-rules';
export * from './change-form';
