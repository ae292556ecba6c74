import { jestPreset } from '../jest.preset.js';

export default jestPreset({
  environment: 'node',
  testTimeout: 60000,
});
