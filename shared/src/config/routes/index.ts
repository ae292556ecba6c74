// Entry `@bbt/shared/routes` (not a shared singleton, so tree-shaken): the route manifest with the
// lists the build derives from it. The browser reads the manifest through `@bbt/shared`.
export * from './build-lists';
export * from './page-modules';
export { matchesPathPattern } from './path-pattern';
export * from './route-lookup';
export * from './route-manifest';
export * from './route-meta';
