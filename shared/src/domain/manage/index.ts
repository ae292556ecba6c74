export * from './manage-rules';
export * from './change-form';
export * from './change-texts';
export * from './change-history';
export * from './review-link';
export * from './manage-link-texts';
