import type { FederationConfig } from '../tools/webpack/create-app-config';

/** Admin area: what this remote exposes to the shell (route-level modules only). */
const federation: FederationConfig = {
  name: 'mfe_admin',
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
};

export default federation;
