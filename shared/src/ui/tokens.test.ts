import { readFileSync } from 'node:fs';
import path from 'node:path';

// WCAG 2.2 contrast of every text/background pair of tokens the site uses, computed from
// shared/styles/global.css itself, so changing a colour token re-checks every pair.
const css = readFileSync(path.join(__dirname, '../../styles/global.css'), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const tokens = new Map(
  [...rootBlock.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6});/g)].map((match) => [
    match[1]!,
    match[2]!,
  ]),
);

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const token = (name: string): string => {
  const value = tokens.get(name);
  if (!value) throw new Error(`No token --${name} in global.css`);
  return value;
};

// [text, background, minimum]: 4.5 for body text, 3 for large text and UI outlines.
const PAIRS: readonly [string, string, number][] = [
  ['color-ink', 'color-sand', 4.5],
  ['color-ink', 'color-surface', 4.5],
  ['color-ink', 'color-sea', 4.5],
  ['color-ink-muted', 'color-surface', 4.5],
  ['color-ink-muted', 'color-sand', 4.5],
  ['color-ocean', 'color-surface', 4.5],
  ['color-ocean', 'color-sand', 4.5],
  ['color-ocean-dark', 'color-sea', 4.5],
  ['color-on-dark', 'color-coral', 4.5],
  ['color-on-dark', 'color-coral-dark', 4.5],
  ['color-on-dark', 'color-ocean', 4.5],
  ['color-on-dark', 'color-ocean-dark', 4.5],
  ['color-on-dark', 'color-danger', 4.5],
  ['color-on-dark', 'color-ink', 4.5],
  ['color-on-dark-muted', 'color-ocean-dark', 4.5],
  ['color-on-dark-soft', 'color-ocean', 4.5],
  ['color-footer-text', 'color-ink', 4.5],
  ['color-ocean-dark', 'color-surface', 4.5],
  ['color-success', 'color-success-soft', 4.5],
  ['color-warning', 'color-warning-soft', 4.5],
  ['color-danger', 'color-danger-soft', 4.5],
  ['color-info', 'color-info-soft', 4.5],
  ['color-danger', 'color-surface', 4.5],
  ['color-ink', 'color-notice', 4.5],
  // Non-text: the focus ring and field borders against the page.
  ['color-coral', 'color-surface', 3],
  ['color-coral', 'color-sand', 3],
  ['color-border-strong', 'color-surface', 3],
];

describe('colour tokens', () => {
  it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('computes the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
