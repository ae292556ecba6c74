import { jestPreset } from '../jest.preset.js';

// Unit tests of the workspace tooling: the benches' flag parser, the size budgets' checker on fixture
// builds, the reference SQL generator's statements, the static server on a temp folder.
export default {
  ...jestPreset({ environment: 'node' }),
  roots: [
    '<rootDir>/bench',
    '<rootDir>/budgets',
    '<rootDir>/reference-sql',
    '<rootDir>/serve',
    '<rootDir>/webpack',
  ],
  testMatch: ['**/*.test.ts'],
  // @fastify/static and fastify's inject() require packages that ship ESM only: SWC compiles them.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
