import { darken, lighten, luminance } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

/** The portal's own blue, for a tenant that chose no brand colour (white text on it: 6.3:1). */
export const DEFAULT_BRAND_COLOR = '#1d5fa8';

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

// A little above 4.5: axe rounds the colours it reads.
const TARGET_CONTRAST = 4.6;

/** `color` darkened (or lightened) in small steps until its contrast on every surface reaches AA. */
function readableOn(color: string, surfaces: readonly string[], shift: typeof darken): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= TARGET_CONTRAST)) {
      return candidate;
    }
  }
  return shift(color, 1);
}

export type TBrandPalette = {
  /** Ten shades, the tenant's colour itself at index 6 (Mantine's `filled` shade). */
  colors: MantineColorsTuple;
  /** Text on a filled brand surface (a primary button): black or white, whichever is AA on it. */
  onFilled: '#000000' | '#ffffff';
  /** Brand-coloured text (links, outline and light buttons) on light surfaces: AA on gray 1. */
  textLight: string;
  /** Brand-coloured text on dark surfaces: AA on dark 6. */
  textDark: string;
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The theme colours of a tenant's brand colour ('#rrggbb'; anything else falls back to the
 * portal's blue): its shades for Mantine, and text colours that keep WCAG AA (4.5:1) whatever
 * colour the tenant picked, pale yellow or dark navy alike.
 */
export function createBrandPalette(brandColor: string | null | undefined): TBrandPalette {
  const base = brandColor && HEX_COLOR.test(brandColor) ? brandColor.toLowerCase() : DEFAULT_BRAND_COLOR;
  const colors: MantineColorsTuple = [
    lighten(base, 0.92),
    lighten(base, 0.82),
    lighten(base, 0.68),
    lighten(base, 0.52),
    lighten(base, 0.36),
    lighten(base, 0.18),
    base,
    darken(base, 0.15),
    darken(base, 0.3),
    darken(base, 0.45),
  ];
  // Either black or white reaches 4.58:1 on any colour; take the stronger one.
  const onFilled = contrastRatio(base, '#000000') >= contrastRatio(base, '#ffffff') ? '#000000' : '#ffffff';
  // The surfaces brand-coloured text sits on: the light scheme's subtle grey (gray 1) and light
  // variant (shade 1: badges, light buttons); the dark scheme's cards (dark 6) and light variant
  // (shade 9 darkened by half, as Mantine makes it). Readable there is readable on the body too.
  const lightSurfaces = ['#f1f3f5', colors[1]];
  const darkSurfaces = ['#2e2e2e', darken(colors[9], 0.5)];
  return {
    colors,
    onFilled,
    textLight: readableOn(base, lightSurfaces, darken),
    textDark: readableOn(base, darkSurfaces, lighten),
  };
}
