import type { FederationConfig } from '../tools/webpack/create-app-config';

/** Your account: what this remote exposes to the shell (route-level modules only). */
const federation: FederationConfig = {
  name: 'mfe_account',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './auth-dialogs': './src/expose/auth-dialogs.tsx',
  },
};

export default federation;
