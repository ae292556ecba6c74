import { jestPreset } from '../jest.preset.js';

// Unit tests of the workspace tooling (the size budgets' checker, on fixture builds).
export default jestPreset({
  environment: 'node',
  roots: ['<rootDir>/budgets'],
  testMatch: ['**/*.test.ts'],
});
