export * from './maps-messages';
