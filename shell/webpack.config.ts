import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '../tools/webpack/create-app-config';
import federation from './module-federation.config';
import { prerenderAdminPage, prerenderHome, prerenderPublicPage } from './src/prerender';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'production' | 'development') =>
  createAppConfig({
    project: 'shell',
    federation,
    mode,
    inlineCss: path.join(here, '../shared/styles/global.css'),
    template: path.join(here, 'src/index.html'),
    htmlPages: [
      // `/`: header and hero are in the HTML itself, so they paint before any script runs.
      { filename: 'index.html', parameters: { prerendered: prerenderHome() } },
      // Every other public path, and the admin area: their chrome paints before any script runs.
      { filename: 'app.html', parameters: { prerendered: prerenderPublicPage() } },
      { filename: 'admin.html', parameters: { prerendered: prerenderAdminPage() } },
    ],
  });
