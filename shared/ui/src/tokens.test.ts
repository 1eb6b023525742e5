import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The design tokens as styles.css declares them in :root: `--bc-name: value`.
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const tokens = new Map(
  [...css.matchAll(/^\s*(--bc-[\w-]+):\s*([^;]+);/gm)].map(([, name = '', value = '']) => [
    name,
    value.trim(),
  ]),
);

/** A token's colour in the light and the dark theme, following var() to the `light-dark()` it names. */
function colours(name: string): [light: string, dark: string] {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not declared`);
  const alias = /^var\((--bc-[\w-]+)\)$/.exec(value);
  if (alias?.[1]) return colours(alias[1]);
  const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  if (!pair?.[1] || !pair[2])
    throw new Error(`${name} is neither a light-dark() pair nor an alias: ${value}`);
  return [pair[1], pair[2]];
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const aliasOf = (name: string) => /^var\((--bc-[\w-]+)\)$/.exec(tokens.get(name) ?? '')?.[1];

describe('design tokens', () => {
  it('colours the entry types as agreed: expenses red, incoming blue, transfer amber, debit grey, saving green', () => {
    expect(aliasOf('--bc-expenses')).toBe('--bc-red');
    expect(aliasOf('--bc-incoming')).toBe('--bc-blue');
    expect(aliasOf('--bc-transfer')).toBe('--bc-amber');
    expect(aliasOf('--bc-debit')).toBe('--bc-grey');
    expect(aliasOf('--bc-saving')).toBe('--bc-green');
  });

  it('colours the yearly line chart: incoming green, debit grey, expenses red, savings blue', () => {
    expect(aliasOf('--bc-line-incoming')).toBe('--bc-green');
    expect(aliasOf('--bc-line-debit')).toBe('--bc-grey');
    expect(aliasOf('--bc-line-expenses')).toBe('--bc-red');
    expect(aliasOf('--bc-line-savings')).toBe('--bc-blue');
  });

  it('keeps text colours at WCAG AA (4.5:1) on the page and on cards, in the light and the dark theme', () => {
    const [bgLight, bgDark] = colours('--bc-bg');
    const [surfaceLight, surfaceDark] = colours('--bc-surface');
    for (const name of [
      '--bc-text',
      '--bc-muted',
      '--bc-primary',
      '--bc-danger',
      '--bc-expenses',
      '--bc-incoming',
      '--bc-transfer',
      '--bc-debit',
      '--bc-saving',
    ]) {
      const [light, dark] = colours(name);
      for (const [ink, paper] of [
        [light, bgLight],
        [light, surfaceLight],
        [dark, bgDark],
        [dark, surfaceDark],
      ])
        expect(contrast(ink ?? '', paper ?? ''), `${name} ${ink} on ${paper}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a spacing scale, a type scale, radii and elevations', () => {
    for (const name of [
      '--bc-space-1',
      '--bc-space-6',
      '--bc-text-sm',
      '--bc-text-2xl',
      '--bc-radius-sm',
      '--bc-radius-lg',
      '--bc-shadow-1',
      '--bc-shadow-3',
    ])
      expect(tokens.has(name), name).toBe(true);
  });
});
