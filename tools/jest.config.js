import { jestPreset } from '../jest.preset.js';

export default {
  ...jestPreset({ environment: 'node' }),
  roots: ['<rootDir>/serve'],
  // @fastify/static and fastify's inject() require packages that ship ESM only: SWC compiles them.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
