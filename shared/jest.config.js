import { jestPreset } from '../jest.preset.js';

export default jestPreset({
  environment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  collectCoverageFrom: [
    'src/domain/**/*.ts',
    '!src/domain/**/*.test.ts',
    '!src/domain/**/__tests__/**',
  ],
  coverageThreshold: {
    './src/domain/': { lines: 100, branches: 100, functions: 100, statements: 100 },
  },
});
