// Standalone mode only (`nx serve mfe-marketing`); in the composed site the shell loads ./routes.
import { mountStandalone } from '@bbt/shared/standalone';

import { AreaRoutes } from './routes';

void mountStandalone({ area: 'Information pages', mountPath: '/*', routes: AreaRoutes });
