// Standalone mode only (`nx serve mfe-account`); in the composed site the shell loads ./routes.
import { mountStandalone } from '@bbt/shared/standalone';

import { AreaRoutes } from './routes';

void mountStandalone({ area: 'Your account', mountPath: '/*', routes: AreaRoutes });
