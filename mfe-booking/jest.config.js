import { jestPreset } from '../jest.preset.js';

export default jestPreset({
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
});
