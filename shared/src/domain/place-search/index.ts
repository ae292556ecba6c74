export * from './search-places';
export * from './picker-places';
