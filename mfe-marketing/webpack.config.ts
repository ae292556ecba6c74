import { createAppConfig } from '../tools/webpack/create-app-config';
import { SHARED_STYLESHEETS } from '../tools/webpack/shared-stylesheets';
import federation from './module-federation.config';

export default (mode: 'production' | 'development') =>
  createAppConfig({
    project: 'mfe-marketing',
    federation,
    mode,
    inlineCss: SHARED_STYLESHEETS,
    htmlPages: [{ filename: 'index.html', parameters: { title: 'Information pages' } }],
  });
