import type { FederationConfig } from '../tools/webpack/create-app-config';

/** Information pages: what this remote exposes to the shell (route-level modules only). */
const federation: FederationConfig = {
  name: 'mfe_marketing',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './home-sections': './src/expose/home-sections.tsx',
  },
};

export default federation;
