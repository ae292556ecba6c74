// The entry must stay small (it runs before anything else on every page): the build hands it the
// route manifest's page modules as a constant (webpack.config.ts), a few paths instead of the whole
// manifest with its texts. Without that constant (tests), it reads the manifest itself.
import { PAGE_MODULES, type PageModule } from '@bbt/shared/routes';

declare const __PAGE_MODULES__: readonly PageModule[];

export const ENTRY_PAGE_MODULES: readonly PageModule[] =
  typeof __PAGE_MODULES__ === 'undefined' ? PAGE_MODULES : __PAGE_MODULES__;
