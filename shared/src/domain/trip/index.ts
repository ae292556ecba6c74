export * from './trip-type';
export * from './clamp';
