import { alpha, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { appTheme } from './providers';
import { contrastRatio, MIN_TEXT_CONTRAST, readableColorVariables, readableOn } from './theme-contrast';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const variables = readableColorVariables(theme);
const colors = Object.keys(theme.colors).filter((name) => name !== 'dark');
const { gray, dark } = theme.colors;

/** The opaque colour a translucent tint draws over a background, as the browser blends it. */
function blended(tint: string, base: string): string {
  const rgba = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(tint);
  if (!rgba) throw new Error(`not rgba: ${tint}`);
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const under = [1, 3, 5].map((i) => parseInt(base.slice(i, i + 2), 16));
  const mix = [r, g, b].map((c, i) => Math.round(c * a + under[i] * (1 - a)));
  return `rgb(${mix.join(', ')})`;
}

describe('readable colours (WCAG AA, 4.5:1 for text)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    // Mantine's own dimmed text on white, the failure the audit found.
    expect(contrastRatio(gray[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('light theme: dimmed text, placeholders and every colour read on white and grey surfaces', () => {
    const light = variables.light;
    for (const bg of ['#ffffff', gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(light['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(4.5);
      expect(light['--mantine-color-placeholder']).toBe(light['--mantine-color-dimmed']);
      for (const name of colors) {
        const text = light[`--mantine-color-${name}-light-color`];
        // The light variant's tint as Mantine draws it (primary shade at 12 % when hovered).
        const tint = blended(alpha(theme.colors[name][6], 0.12), bg);
        expect(contrastRatio(text, tint), `${name} on its tint over ${bg}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text, bg), `${name} text on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    for (const name of colors)
      expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled`]), name).toBeGreaterThanOrEqual(
        4.5,
      );
  });

  it('dark theme: dimmed text and every colour read on the dark surfaces', () => {
    const night = variables.dark;
    for (const bg of [dark[7], dark[6], dark[5]]) {
      expect(contrastRatio(night['--mantine-color-dimmed'], bg)).toBeGreaterThanOrEqual(4.5);
      for (const name of colors) {
        const text = night[`--mantine-color-${name}-light-color`];
        const tint = blended(alpha(theme.colors[name][6], 0.2), bg);
        expect(contrastRatio(text, tint), `${name} on its tint over ${bg}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text, bg), `${name} text on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    for (const name of colors)
      expect(contrastRatio('#ffffff', night[`--mantine-color-${name}-filled`]), name).toBeGreaterThanOrEqual(
        4.5,
      );
  });

  it("a form's error messages and the text of a field in error read in both themes", () => {
    // Mantine's own error red on white and on a dark field, the failures the audit found.
    expect(contrastRatio(theme.colors.red[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(theme.colors.red[8], dark[6])).toBeLessThan(4.5);
    for (const bg of ['#ffffff', gray[0], gray[1], gray[2]])
      expect(contrastRatio(variables.light['--mantine-color-error'], bg), bg).toBeGreaterThanOrEqual(4.5);
    for (const bg of [dark[7], dark[6], dark[5]])
      expect(contrastRatio(variables.dark['--mantine-color-error'], bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a palette shade when one reads, and shifts the last one otherwise', () => {
    expect(readableOn(['#868e96', '#495057'], ['#ffffff'], 'darker')).toBe('#495057');
    const shifted = readableOn(['#fab005'], ['#ffffff'], 'darker');
    expect(contrastRatio(shifted, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(readableOn(['#fab005'], ['#ffffff', '#000000'], 'darker')).toBe('#000000');
  });
});
