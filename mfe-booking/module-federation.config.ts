import type { FederationConfig } from '../tools/webpack/create-app-config';

/** Booking: what this remote exposes to the shell (route-level modules only). */
const federation: FederationConfig = {
  name: 'mfe_booking',
  exposes: {
    './routes': './src/expose/routes.tsx',
    './calculator': './src/expose/calculator.tsx',
  },
};

export default federation;
