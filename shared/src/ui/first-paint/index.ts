// The first paint of pages (entry `@bbt/shared/ui/first-paint`): small enough for the shell, which
// prerenders it and shows it while a page's remote loads.
export { PagePlaceholder } from './page-placeholder';
export { PageBodySkeleton, PageSkeleton } from './page-skeleton';
