import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FederationConfig } from '../tools/webpack/create-app-config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The host: no static remotes; they are registered at runtime from remotes.json. */
const federation: FederationConfig = {
  name: 'shell',
  runtimePlugins: [path.join(here, 'src/remotes/runtime-plugins/remote-errors.ts')],
};

export default federation;
