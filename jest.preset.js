// Shared jest settings: SWC transforms TypeScript and JSX (type-checking is `npm run typecheck`'s job).
export function jestPreset({ environment = 'node', ...rest } = {}) {
  return {
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpg|jpeg|webp|svg)$': '<rootDir>/../tools/jest/file-stub.cjs',
      '\\.svg\\?inline$': '<rootDir>/../tools/jest/file-stub.cjs',
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
    ...rest,
  };
}
