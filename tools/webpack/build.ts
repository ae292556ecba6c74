// Production build of one app: `tsx tools/webpack/build.ts <project> [--development]`.
import webpack from 'webpack';

import { loadAppConfig } from './load-app-config';

const [project, ...flags] = process.argv.slice(2);
if (!project) throw new Error('usage: build.ts <project> [--development]');
const mode = flags.includes('--development') ? 'development' : 'production';

const config = await loadAppConfig(project, mode);
const started = performance.now();

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  if (!stats) process.exit(1);
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`${project}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
