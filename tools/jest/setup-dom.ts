import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

// jsdom does not provide these; react-router 7 needs them as soon as it is imported.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
