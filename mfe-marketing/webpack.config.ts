import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '../tools/webpack/create-app-config';
import federation from './module-federation.config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'production' | 'development') =>
  createAppConfig({
    project: 'mfe-marketing',
    federation,
    mode,
    inlineCss: path.join(here, '../shared/styles/global.css'),
    htmlPages: [{ filename: 'index.html', parameters: { title: 'Information pages' } }],
  });
