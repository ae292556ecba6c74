export * from './clock-time';
export * from './business-time';
export * from './lead-time';
