import path from 'node:path';
import { fileURLToPath } from 'node:url';

const stylesFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/styles',
);

/**
 * The stylesheets every app inlines into its HTML, in order: the tokens and site-wide rules, the top
 * of a service page (prerendered into its HTML, and shown by the shell while its remote loads), the
 * form fields, and the home page's sections (prerendered into `/`, and shown by the shell on any
 * page that navigates there), so whatever the HTML paints is styled before any script runs.
 */
export const SHARED_STYLESHEETS: readonly string[] = [
  path.join(stylesFolder, 'global.css'),
  path.join(stylesFolder, 'service-page.css'),
  path.join(stylesFolder, 'fields.css'),
  path.join(stylesFolder, 'home-sections.css'),
];
