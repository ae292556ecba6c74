// Builds the design-system catalogue (shared/catalogue) to a static page that opens from disk:
// `tsx tools/webpack/build-catalogue.ts`. A page of its own, with no federation, so nothing of it
// can reach the deployed apps' bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

import { minimizing } from './minimizer';
import { assetRule, cssModulesRule, inlineSvgRule, swcRule } from './rules';
import { SHARED_STYLESHEETS } from './shared-stylesheets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogue = path.join(root, 'shared/catalogue');
const started = performance.now();

const config: webpack.Configuration = {
  mode: 'production',
  context: catalogue,
  entry: { main: './main.tsx' },
  devtool: false,
  output: {
    path: path.join(catalogue, 'dist'),
    filename: '[name].js',
    publicPath: '',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [swcRule(), cssModulesRule(), assetRule, inlineSvgRule] },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(root, 'tools/webpack/standalone-index.html'),
      templateParameters: {
        title: 'Design system catalogue',
        inlineCss: SHARED_STYLESHEETS.map((file) => readFileSync(file, 'utf8')).join('\n'),
      },
      inject: 'body',
      scriptLoading: 'defer',
    }),
  ],
  optimization: minimizing(),
  performance: { hints: false },
  stats: 'errors-warnings',
};

webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  console.log(`catalogue: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});
