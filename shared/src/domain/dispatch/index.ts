export * from './dispatch-messages';
export * from './job-window';
export * from './trip-progress';
export * from './vehicle-fit';
export * from './driver-details';
