import { darken, lighten, luminance, toRgba } from '@mantine/core';
import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/**
 * Readable colours in both themes (WCAG 2.1 AA, issue 13): every text colour Mantine derives from
 * the palette (dimmed and placeholder text, links, coloured text, the light, outline and filled
 * variants of badges, buttons, tabs and avatars, a form's error messages) is moved along its own colour's shades, then
 * darkened (light theme) or lightened (dark theme), until it reads at 4.5:1 on every background it
 * is drawn on. Mantine's defaults (gray 6 dimmed text on white, blue 6 with white text, teal 6 on
 * its own light tint) read at about 3:1.
 * API: readableColorVariables is the MantineProvider's cssVariablesResolver; contrastRatio(a, b).
 */

/** WCAG AA asks 4.5:1 for text; the margin keeps rounding and anti-aliasing on the safe side. */
export const MIN_TEXT_CONTRAST = 4.6;

const WHITE = '#ffffff';
/** Mantine's light variants tint at 10 % (12 % on hover) in light, 15 % (20 %) in dark. */
const LIGHT_TINT = { light: 0.12, dark: 0.2 } as const;

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The opaque colour of `color` at `opacity` over `base`. */
function over(color: string, opacity: number, base: string): string {
  const [top, bottom] = [toRgba(color), toRgba(base)];
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return `rgb(${mix(top.r, bottom.r)}, ${mix(top.g, bottom.g)}, ${mix(top.b, bottom.b)})`;
}

/**
 * The first candidate readable on all backgrounds; failing all, the last one darkened or lightened
 * step by step (black or white at the end always is).
 */
export function readableOn(
  candidates: readonly string[],
  backgrounds: readonly string[],
  towards: 'darker' | 'lighter',
): string {
  const reads = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= MIN_TEXT_CONTRAST);
  const found = candidates.find(reads);
  if (found) return found;
  const last = candidates[candidates.length - 1];
  for (let step = 0.05; step < 1; step += 0.05) {
    const shifted = towards === 'darker' ? darken(last, step) : lighten(last, step);
    if (reads(shifted)) return shifted;
  }
  return towards === 'darker' ? '#000000' : WHITE;
}

type Scheme = 'light' | 'dark';

/** The page, card and hovered-row backgrounds text sits on. */
function surfaces(theme: MantineTheme, scheme: Scheme): string[] {
  const { gray, dark } = theme.colors;
  return scheme === 'light' ? [WHITE, gray[0], gray[1], gray[2]] : [dark[7], dark[6], dark[5]];
}

function colorVariables(theme: MantineTheme, name: string, scheme: Scheme): Record<string, string> {
  const shades = theme.colors[name];
  const primaryShade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
  const page = surfaces(theme, scheme);
  // White text on the filled variant, in both themes.
  const filledShades = shades.slice(primaryShade);
  const filled = readableOn(filledShades.length ? filledShades : [shades[9]], [WHITE], 'darker');
  if (scheme === 'light') {
    const tints = page.map((bg) => over(shades[primaryShade], LIGHT_TINT.light, bg));
    const onTint = readableOn(shades.slice(7), [...page, ...tints], 'darker');
    return {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-text`]: onTint,
      [`--mantine-color-${name}-light-color`]: onTint,
      [`--mantine-color-${name}-outline`]: onTint,
    };
  }
  const tintShade = shades[Math.max(0, primaryShade - 2)];
  const tints = page.map((bg) => over(tintShade, LIGHT_TINT.dark, bg));
  const fromLight = [...shades.slice(0, 5)].reverse();
  const onTint = readableOn(fromLight, [...page, ...tints], 'lighter');
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-text`]: onTint,
    [`--mantine-color-${name}-light-color`]: onTint,
    [`--mantine-color-${name}-outline`]: onTint,
  };
}

function schemeVariables(theme: MantineTheme, scheme: Scheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of Object.keys(theme.colors)) {
    if (name === 'dark') continue;
    Object.assign(variables, colorVariables(theme, name, scheme));
  }
  const page = surfaces(theme, scheme);
  const dimmed =
    scheme === 'light'
      ? readableOn([theme.colors.gray[6]], page, 'darker')
      : readableOn([theme.colors.dark[2]], page, 'lighter');
  const primary = theme.primaryColor;
  return {
    ...variables,
    '--mantine-color-dimmed': dimmed,
    // Placeholders are text a user has to read too (WCAG counts them).
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': `var(--mantine-color-${primary}-text)`,
    // A field's error message and the text of a field in error (Mantine's red 6 / red 8 read at about 3:1).
    '--mantine-color-error': variables['--mantine-color-red-text'],
  };
}

export const readableColorVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: schemeVariables(theme, 'light'),
  dark: schemeVariables(theme, 'dark'),
});
