// Module rules every webpack build of the workspace shares: TypeScript/JSX through SWC, CSS Modules
// and images as files (or inline, on request).
import type { RuleSetRule } from 'webpack';

import { svgDataUri } from './svg-data-uri';

export function swcRule({ development = false }: { development?: boolean } = {}): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2020',
        },
      },
    },
  };
}

export function cssModulesRule(localIdentName?: string): RuleSetRule {
  return {
    test: /\.module\.css$/,
    use: [
      'style-loader',
      {
        loader: 'css-loader',
        options: {
          modules: {
            ...(localIdentName ? { localIdentName } : {}),
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
    ],
  };
}

export const assetRule: RuleSetRule = {
  test: /\.(png|jpe?g|webp|avif|svg)$/,
  resourceQuery: { not: [/inline/] },
  type: 'asset/resource',
};

/** `picture.svg?inline`: the SVG as a data URI in the script, for pictures the first paint shows. */
export const inlineSvgRule: RuleSetRule = {
  test: /\.svg$/,
  resourceQuery: /inline/,
  type: 'asset/inline',
  generator: { dataUrl: (content: Buffer) => svgDataUri(content.toString('utf8')) },
};
