import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, createBrandPalette, DEFAULT_BRAND_COLOR } from './theme-brand';

const PALE_YELLOW = '#fff59d';
const DARK_NAVY = '#0b1f3a';

describe('brand palette', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each([
    ['pale yellow', PALE_YELLOW, '#000000'],
    ['dark navy', DARK_NAVY, '#ffffff'],
  ])('keeps the text on a %s button readable (AA)', (_name, brand, expectedText) => {
    const palette = createBrandPalette(brand);
    expect(palette.colors[6]).toBe(brand);
    expect(palette.onFilled).toBe(expectedText);
    expect(contrastRatio(palette.onFilled, palette.colors[6])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each([
    ['pale yellow', PALE_YELLOW],
    ['dark navy', DARK_NAVY],
    ['brick red (acme)', '#b4391c'],
  ])('keeps %s links and light badges readable on white and on the dark scheme', (_name, brand) => {
    const palette = createBrandPalette(brand);
    expect(contrastRatio(palette.textLight, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(palette.textLight, '#f1f3f5')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(palette.textDark, '#242424')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(palette.textDark, '#2e2e2e')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // A light badge or button: shade 1 behind the text.
    expect(contrastRatio(palette.textLight, palette.colors[1])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('orders the ten shades from lightest to darkest', () => {
    const { colors } = createBrandPalette(PALE_YELLOW);
    expect(colors).toHaveLength(10);
    const lightness = colors.map((shade) => contrastRatio(shade, '#000000'));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it("falls back to the portal's blue for a tenant without a valid colour", () => {
    expect(createBrandPalette(undefined).colors[6]).toBe(DEFAULT_BRAND_COLOR);
    expect(createBrandPalette('red; background: url(x)').colors[6]).toBe(DEFAULT_BRAND_COLOR);
  });
});
