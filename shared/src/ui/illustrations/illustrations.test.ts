import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SERVICE_TITLES } from '../../config/services';
import {
  HERO_ILLUSTRATION,
  type Illustration,
  SERVICE_GALLERIES,
  SERVICE_ILLUSTRATIONS,
} from './illustrations';

const ASSETS = path.join(__dirname, '../../../assets/illustrations');
const SERVICE_IDS = SERVICE_TITLES.map((service) => service.id);
const HERO_MAX_BYTES = 4000;
const PICTURE_MAX_BYTES = 2500;

interface Entry {
  file: string;
  illustration: Illustration;
  maxBytes: number;
}

// Under jest every `.svg` import is the same stub string, so each entry is paired with its file by
// the naming convention of shared/assets/illustrations.
const ENTRIES: Entry[] = [
  { file: 'hero.svg', illustration: HERO_ILLUSTRATION, maxBytes: HERO_MAX_BYTES },
  ...SERVICE_IDS.flatMap((id) => [
    {
      file: `service-${id}.svg`,
      illustration: SERVICE_ILLUSTRATIONS[id],
      maxBytes: PICTURE_MAX_BYTES,
    },
    ...SERVICE_GALLERIES[id].map((illustration, index) => ({
      file: `gallery-${id}-${index + 1}.svg`,
      illustration,
      maxBytes: PICTURE_MAX_BYTES,
    })),
  ]),
];

/** Checks the markup is well-formed enough for any XML parser: only tags, balanced, quoted attributes. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const match of svg.matchAll(/<[^>]*>/g)) {
    if (svg.slice(last, match.index).trim() !== '') problems.push(`stray text before ${match[0]}`);
    last = match.index + match[0].length;
    const tag = match[0];
    const closing = /^<\/([a-zA-Z]+)>$/.exec(tag);
    if (closing) {
      const expected = open.pop();
      if (expected !== closing[1]) problems.push(`</${closing[1]}> closes <${expected}>`);
      continue;
    }
    const opening = /^<([a-zA-Z]+)(?:\s+[a-zA-Z][\w:-]*="[^"<>]*")*\s*(\/?)>$/.exec(tag);
    if (!opening) problems.push(`malformed tag ${tag}`);
    else if (opening[2] !== '/') open.push(opening[1]!);
  }
  if (svg.slice(last).trim() !== '') problems.push('stray text after the root element');
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  return problems;
}

function rootAttribute(svg: string, name: string): string | undefined {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
}

describe('illustration metadata', () => {
  it('gives every service one card illustration and a gallery of exactly three pictures', () => {
    expect(Object.keys(SERVICE_ILLUSTRATIONS).map(Number)).toEqual(SERVICE_IDS);
    expect(Object.keys(SERVICE_GALLERIES).map(Number)).toEqual(SERVICE_IDS);
    for (const id of SERVICE_IDS) {
      expect(SERVICE_ILLUSTRATIONS[id]).toBeDefined();
      expect(SERVICE_GALLERIES[id]).toHaveLength(3);
    }
    expect(ENTRIES).toHaveLength(1 + 8 * 4);
  });

  it.each(ENTRIES)('$file has a positive size, a source and a sentence of alt text', (entry) => {
    const { src, width, height, alt } = entry.illustration;
    expect(src).toEqual(expect.any(String));
    expect(src).not.toBe('');
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    expect(alt.trim()).not.toBe('');
    expect(alt).toMatch(/^[A-Z].*\.$/);
  });

  it('never repeats an alt text, so each picture is described for what it shows', () => {
    const alts = ENTRIES.map((entry) => entry.illustration.alt);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('uses the 16:10 card size for services and the 4:3 size for galleries', () => {
    for (const id of SERVICE_IDS) {
      expect(SERVICE_ILLUSTRATIONS[id]).toMatchObject({ width: 640, height: 400 });
      for (const picture of SERVICE_GALLERIES[id]) {
        expect(picture).toMatchObject({ width: 800, height: 600 });
      }
    }
  });

  it('imports every SVG of the folder exactly once, and uses each import once', () => {
    const source = readFileSync(path.join(__dirname, 'illustrations.ts'), 'utf8');
    const imports = [
      ...source.matchAll(/^import (\w+) from '\.\.\/\.\.\/\.\.\/assets\/illustrations\/(.+)';$/gm),
    ];
    expect(imports.map((match) => match[2]).sort()).toEqual(
      ENTRIES.map((entry) => entry.file).sort(),
    );
    const code = source
      .replace(/^import .*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const [, binding] of imports) {
      expect(code.match(new RegExp(`\\b${binding}\\b`, 'g'))).toHaveLength(1);
    }
  });
});

describe('illustration files', () => {
  it('holds exactly the files the metadata lists', () => {
    expect(readdirSync(ASSETS).sort()).toEqual(ENTRIES.map((entry) => entry.file).sort());
  });

  describe.each(ENTRIES)('$file', ({ file, illustration, maxBytes }) => {
    const bytes = readFileSync(path.join(ASSETS, file));
    const svg = bytes.toString('utf8').trim();

    it('is a well-formed SVG document', () => {
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(rootAttribute(svg, 'xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(xmlProblems(svg)).toEqual([]);
    });

    it('declares a viewBox, width and height matching the metadata', () => {
      const { width, height } = illustration;
      expect(rootAttribute(svg, 'viewBox')).toBe(`0 0 ${width} ${height}`);
      expect(rootAttribute(svg, 'width')).toBe(String(width));
      expect(rootAttribute(svg, 'height')).toBe(String(height));
    });

    it(`stays under ${maxBytes} bytes`, () => {
      expect(bytes.length).toBeLessThan(maxBytes);
    });

    it('has no scripts, text, rasters or external references', () => {
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<text/i);
      expect(svg).not.toMatch(/<image|<foreignObject/i);
      expect(svg).not.toMatch(/href="http/i);
      expect(svg).not.toMatch(/data:/i);
      expect(svg).not.toMatch(/url\((?!#)/);
      for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) expect(target).toMatch(/^#/);
    });
  });
});
