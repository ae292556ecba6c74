export * from './dispatch-messages';
export * from './driver-day';
export * from './driver-links';
export * from './job-window';
export * from './trip-progress';
export * from './vehicle-fit';
export * from './fleet-forms';
export * from './driver-details';
