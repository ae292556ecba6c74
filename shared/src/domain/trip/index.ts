export * from './trip-type';
export * from './clamp';
export * from './place-selection';
export * from './trip-places-reducer';
export * from './trip-form';
export * from './travel-details';
