export * from './manage-rules';
export * from './review-link';
export * from './manage-link-texts';
