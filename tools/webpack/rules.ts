// Module rules every webpack build of the workspace shares: TypeScript/JSX through SWC, CSS Modules
// and images as files.
import type { RuleSetRule } from 'webpack';

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
  type: 'asset/resource',
};
