// UI building blocks every remote uses (entry `@bbt/shared/ui`; bundled into each remote, not shared).
export { PageFrame, type PageFrameProps } from './page-frame';
