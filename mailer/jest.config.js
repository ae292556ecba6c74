import { jestPreset } from '../jest.preset.js';

const preset = jestPreset({ environment: 'node' });
const swc = Object.values(preset.transform)[0];

export default {
  ...preset,
  testTimeout: 120000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  setupFiles: ['<rootDir>/test/setup.ts'],
  transform: {
    ...preset.transform,
    // The tests start local-supabase: PGlite's CommonJS build loads Node modules with import().
    '^.+\\.cjs$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite)/)'],
};
