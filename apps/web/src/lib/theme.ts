import { createTheme, rem } from '@mantine/core';
import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';
import './fonts';
import { createBrandPalette } from './theme-brand';
import type { TBrandPalette } from './theme-brand';

// The Mantine inputs whose dropdown says when nothing matches. Autocomplete and TagsInput have no
// such message: given one, they pass it on to the DOM element (a React warning).
const LIST_INPUTS = ['Select', 'MultiSelect'] as const;

/** The portal's bundled font (lib/fonts.ts), then the system's own while it loads. */
export const PORTAL_FONT_FAMILY =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The portal's design tokens (docs/design-system.md): a type scale on a 1.2 ratio from 16 px,
 * a 4 px spacing grid, rounded corners, and the tenant's brand colour as the primary colour.
 */
export const PORTAL_TOKENS = {
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.6' },
  headings: {
    h1: { fontSize: rem(30), lineHeight: '1.25' },
    h2: { fontSize: rem(24), lineHeight: '1.3' },
    h3: { fontSize: rem(20), lineHeight: '1.35' },
    h4: { fontSize: rem(18), lineHeight: '1.4' },
    h5: { fontSize: rem(16), lineHeight: '1.45' },
    h6: { fontSize: rem(14), lineHeight: '1.5' },
  },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
  radius: { xs: rem(2), sm: rem(4), md: rem(8), lg: rem(12), xl: rem(16) },
} as const;

/**
 * The portal's Mantine theme for one language and one tenant brand. Component defaults are plain
 * objects (not `Tooltip.extend`) so the theme does not pull those components into the first
 * page's bundle. `nothingFound` is what an empty dropdown says ('Aucun élément trouvé' in fr-CA).
 */
export function createPortalTheme(
  nothingFound: string,
  palette: TBrandPalette = createBrandPalette(undefined),
): MantineThemeOverride {
  return createTheme({
    colors: { brand: palette.colors },
    primaryColor: 'brand',
    // The tenant's colour itself fills primary buttons; the text on any filled colour is black
    // or white by WCAG luminance (0.179 is where both give the same contrast), so AA holds.
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily: PORTAL_FONT_FAMILY,
    headings: { fontFamily: PORTAL_FONT_FAMILY, fontWeight: '700', sizes: PORTAL_TOKENS.headings },
    fontSizes: PORTAL_TOKENS.fontSizes,
    lineHeights: PORTAL_TOKENS.lineHeights,
    spacing: PORTAL_TOKENS.spacing,
    radius: PORTAL_TOKENS.radius,
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Mantine's transitions (menus, drawers, dialogs) do not move for a user who asked their
    // system for less motion (WCAG 2.3.3); the skeletons' pulse stops too (first-page.css).
    respectReducedMotion: true,
    components: {
      // Spec section 9: tooltips show below their target.
      Tooltip: { defaultProps: { position: 'bottom' } },
      // The portal's card: a thin border, rounded, no shadow (docs/design-system.md).
      Card: { defaultProps: { withBorder: true, radius: 'md' } },
      Paper: { defaultProps: { radius: 'md' } },
      ...Object.fromEntries(
        LIST_INPUTS.map((input) => [input, { defaultProps: { nothingFoundMessage: nothingFound } }]),
      ),
    },
  });
}

/**
 * CSS variables the theme object cannot set: brand-coloured text (links, outline and light
 * buttons) in a shade that keeps 4.5:1 on the scheme's surfaces, and the 'dimmed' text colour
 * (gray 6, 3.32:1 on white) as gray 7 (8.18:1), dark 1 in the dark scheme, so secondary texts
 * stay readable (WCAG AA).
 */
export function createPortalCssVariablesResolver(
  palette: TBrandPalette = createBrandPalette(undefined),
): CSSVariablesResolver {
  return () => ({
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-primary-color-contrast': palette.onFilled,
      '--mantine-color-anchor': palette.textLight,
      '--mantine-color-brand-text': palette.textLight,
      '--mantine-color-brand-light-color': palette.textLight,
      '--mantine-color-brand-outline': palette.textLight,
    },
    dark: {
      // Dark 2 is 4.03:1 on the dark body; dark 1 is 7.9:1.
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-primary-color-contrast': palette.onFilled,
      '--mantine-color-anchor': palette.textDark,
      '--mantine-color-brand-text': palette.textDark,
      '--mantine-color-brand-light-color': palette.textDark,
      '--mantine-color-brand-outline': palette.textDark,
    },
  });
}

/** The resolver of the portal's default brand (tests, screens before the tenant is known). */
export const portalCssVariablesResolver: CSSVariablesResolver = createPortalCssVariablesResolver();
