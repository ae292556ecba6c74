// The first paint of pages (entry `@bbt/shared/ui/first-paint`): small enough for the shell, which
// prerenders it and shows it while a page's remote loads. No asset imports: the prerender runs it
// under Node.
export { PagePlaceholder, type PagePlaceholderProps } from './page-placeholder';
export { PageBodySkeleton, PageSkeleton } from './page-skeleton';
export { ServiceIntro, type ServiceIntroProps } from './service-intro';
export { SERVICE_PICTURE_ALTS, SERVICE_PICTURE_SIZE } from '../illustrations/service-picture-texts';
export * from './home-sections';
