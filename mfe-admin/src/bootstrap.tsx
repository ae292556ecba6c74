// Standalone mode only (`nx serve mfe-admin`); in the composed site the shell loads ./routes.
import { mountStandalone } from '@bbt/shared/standalone';

import { AreaRoutes } from './routes';

void mountStandalone({ area: 'Admin area', mountPath: '/admin/*', routes: AreaRoutes });
