import os from 'node:os';

import { jestPreset } from '../jest.preset.js';

const preset = jestPreset({ environment: 'node' });
const swc = Object.values(preset.transform)[0];

export default {
  ...preset,
  testTimeout: 60000,
  // On two cores jest's default (one less than the cores) is one worker, and this suite alone then
  // outlasts every other project's tests together: it takes two workers at least.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  roots: ['<rootDir>/test'],
  setupFiles: ['<rootDir>/test/setup/websocket.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/close-open-servers.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  transform: {
    ...preset.transform,
    // PGlite's CommonJS build loads Node modules with import(), which jest's VM refuses without
    // --experimental-vm-modules; SWC rewrites those into require().
    '^.+\\.cjs$': swc,
  },
  // jose ships ESM only and PGlite uses import(): let SWC compile both like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite)/)'],
};
