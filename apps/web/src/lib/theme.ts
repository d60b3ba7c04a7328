import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineThemeOverride } from '@mantine/core';

// Every Mantine input with a dropdown list that can come up empty.
const LIST_INPUTS = ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'] as const;

/**
 * The portal's Mantine theme for one language. Component defaults are plain objects (not
 * `Tooltip.extend`) so the theme does not pull those components into the first page's bundle.
 * `nothingFound` is what an empty dropdown says ('Aucun élément trouvé' in fr-CA).
 */
export function createPortalTheme(nothingFound: string): MantineThemeOverride {
  return createTheme({
    // WCAG AA (4.5:1 on white): Mantine's default shade 6 of blue is 3.56:1, shade 8 is 5.02:1.
    primaryShade: { light: 8, dark: 8 },
    components: {
      // Spec section 9: tooltips show below their target.
      Tooltip: { defaultProps: { position: 'bottom' } },
      ...Object.fromEntries(
        LIST_INPUTS.map((input) => [input, { defaultProps: { nothingFoundMessage: nothingFound } }]),
      ),
    },
  });
}

/**
 * CSS variables the theme object cannot set: the 'dimmed' text colour (gray 6, 3.32:1 on white)
 * becomes gray 7 (8.18:1) so secondary texts stay readable (WCAG AA).
 */
export const portalCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
