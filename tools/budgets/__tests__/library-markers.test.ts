import { readFileSync } from 'node:fs';
import path from 'node:path';

import { LIBRARY_MARKERS, librariesIn } from '../../../e2e/support/library-markers';

// The markers the `/` cold-load spec (e2e/tests/home-weight.spec.ts) looks for in response bodies.
const nodeModules = path.resolve(__dirname, '../../../node_modules');
const read = (file: string) => readFileSync(path.join(nodeModules, file), 'utf8');

describe('library markers', () => {
  it.each(LIBRARY_MARKERS.map((entry) => [entry.library, entry]))(
    "%s: its marker is in the library's own code",
    (_library, { library, foundIn }) => {
      expect(librariesIn(read(foundIn))).toContain(library);
    },
  );

  it('none of them is in what / may load: React, react-dom, the router', () => {
    for (const file of [
      'react/cjs/react.production.js',
      'react-dom/cjs/react-dom-client.production.js',
      'react-router/dist/production/index.mjs',
    ])
      expect({ file, libraries: librariesIn(read(file)) }).toEqual({ file, libraries: [] });
  });
});
