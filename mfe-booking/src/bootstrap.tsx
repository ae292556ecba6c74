// Standalone mode only (`nx serve mfe-booking`); in the composed site the shell loads ./routes.
import { mountStandalone } from '@bbt/shared/standalone';

import { AreaRoutes } from './routes';

void mountStandalone({ area: 'Booking', mountPath: '/*', routes: AreaRoutes });
