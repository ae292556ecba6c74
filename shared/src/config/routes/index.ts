// Entry `@bbt/shared/routes` (not a shared singleton): the shell's entry reads the route manifest
// before the share scope exists; everything else reads it through `@bbt/shared`.
export * from './route-manifest';
export * from './route-lookup';
export * from './route-meta';
export * from './page-modules';
export { matchesPathPattern } from './path-pattern';
