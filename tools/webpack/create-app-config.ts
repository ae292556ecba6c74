import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { sharedDependencies } from '@bbt/shared/federation';
import { findApp } from '../apps';
import { ChunkGraphPlugin } from './chunk-graph-plugin';
import { minimizing } from './minimizer';
import { assetRule, cssModulesRule, inlineSvgRule, swcRule } from './rules';

export interface FederationConfig {
  name: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
}

export interface HtmlPage {
  filename: string;
  /** Template parameters, e.g. whether the static hero is part of the first paint. */
  parameters?: Record<string, unknown>;
}

export interface AppConfigOptions {
  project: string;
  federation: FederationConfig;
  mode: 'production' | 'development';
  htmlPages?: HtmlPage[];
  /** CSS files inlined into the HTML, in order, so the first paint is styled without another request. */
  inlineCss?: readonly string[];
  /** The HTML template; remotes default to the shared standalone page (their index.html is a dev harness). */
  template?: string;
}

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const REACT_ROUTER_PRODUCTION = path.join(
  workspaceRoot,
  'node_modules/react-router/dist/production/index.mjs',
);

const FEDERATION_RUNTIME_CORE_ESM = path.join(
  workspaceRoot,
  'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
);

/**
 * supabase-js builds a realtime and a storage client into every client and bundles them with
 * functions-js whether or not they are used; this site uses only auth and the REST API. Stand-ins
 * take their place: 41% of the supabase-js chunk that every signed-in page evaluates.
 */
const SUPABASE_UNUSED_CLIENTS = Object.fromEntries(
  ['realtime', 'storage', 'functions'].map((part) => [
    `@supabase/${part}-js$`,
    path.join(workspaceRoot, `tools/webpack/supabase-unused/${part}.ts`),
  ]),
);

/**
 * Webpack's own vendor group, widened to the stand-ins above: they take the place of node_modules
 * code, and left out they became a 1 KB chunk of their own, one more request beside supabase-js.
 */
const VENDORS = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  test: /[\\/](node_modules|supabase-unused)[\\/]/i,
  priority: -10,
};

/**
 * The host's start-up modules in one request instead of eight: React, react-dom, the router,
 * zustand and the shared library's entries are each a Module Federation shared module, which
 * webpack would otherwise put in a chunk of its own. Every page needs all of them at once.
 */
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    framework: {
      test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand)|shared[\\/]src[\\/](index|routing|config|auth|analytics|contracts|supabase))[\\/.]/,
      name: 'framework',
      chunks: 'async' as const,
      enforce: true,
      priority: 20,
    },
    defaultVendors: VENDORS,
  },
};

export function createAppConfig(options: AppConfigOptions): Configuration & {
  devServer: DevServerConfiguration;
} {
  const app = findApp(options.project);
  const projectRoot = path.join(workspaceRoot, options.project);
  const production = options.mode === 'production';
  const inlineCss = (options.inlineCss ?? []).map((file) => readFileSync(file, 'utf8')).join('\n');
  const pages = options.htmlPages ?? [{ filename: 'index.html' }];

  return {
    mode: options.mode,
    context: projectRoot,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(projectRoot, 'dist'),
      // The federation runtime chunk cannot carry a contenthash; entry files are served no-cache.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: app.containerName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports name only its development build (with its warnings); the
      // production build sits beside it. About 0.4 KB brotli off every page.
      alias: {
        ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        // The host provides the federation runtime to the remotes through a plugin that require()s
        // it, while everything else imports it: webpack then bundled both the CommonJS and the ES
        // module build of runtime-core and the sdk (about 9 KB brotli twice). One build only.
        '@module-federation/runtime-tools/runtime-core$': FEDERATION_RUNTIME_CORE_ESM,
        ...SUPABASE_UNUSED_CLIENTS,
      },
    },
    module: {
      rules: [
        swcRule({ development: !production }),
        cssModulesRule(
          production
            ? `${app.containerName}-[hash:base64:6]`
            : `${app.containerName}__[name]__[local]`,
        ),
        assetRule,
        inlineSvgRule,
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federation.name,
        filename: 'remoteEntry.js',
        exposes: options.federation.exposes,
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        runtimePlugins: options.federation.runtimePlugins,
        dts: false,
        manifest: true,
        // Production remotes use the runtime the shell provides instead of carrying their own
        // copy (about 24 KB brotli per remoteEntry.js). Development builds keep it, so a remote
        // still runs standalone for its team.
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          ...(production
            ? app.kind === 'host'
              ? { provideExternalRuntime: true }
              : { externalRuntime: true }
            : {}),
        },
      }),
      // A production remote is only ever loaded by the shell: its standalone page is for development.
      ...(production && app.kind === 'remote' ? [] : pages).map(
        (page) =>
          new HtmlWebpackPlugin({
            filename: page.filename,
            template:
              options.template ?? path.join(workspaceRoot, 'tools/webpack/standalone-index.html'),
            templateParameters: { inlineCss, ...page.parameters },
            // Chunks resolve relative to main.js ('auto'), but the document itself is served at deep
            // paths like /gig/1, so it must reference main.js from the root.
            publicPath: '/',
            inject: 'body',
            scriptLoading: 'defer',
            chunks: ['main'],
          }),
      ),
      ...(production
        ? [
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              filename: '[path][base].gz',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 0,
              minRatio: 1,
            }),
            // dist/chunk-graph.json, for the size budgets (tools/budgets).
            new ChunkGraphPlugin(),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: false,
      ...minimizing(),
      splitChunks:
        app.kind === 'host' ? HOST_SPLIT_CHUNKS : { cacheGroups: { defaultVendors: VENDORS } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(projectRoot, 'public') },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
