import { createTheme } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';

// Every Mantine input with a dropdown list that can come up empty.
const LIST_INPUTS = ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'] as const;

/**
 * The portal's Mantine theme for one language. Component defaults are plain objects (not
 * `Tooltip.extend`) so the theme does not pull those components into the first page's bundle.
 * `nothingFound` is what an empty dropdown says ('Aucun élément trouvé' in fr-CA).
 */
export function createPortalTheme(nothingFound: string): MantineThemeOverride {
  return createTheme({
    components: {
      // Spec section 9: tooltips show below their target.
      Tooltip: { defaultProps: { position: 'bottom' } },
      ...Object.fromEntries(
        LIST_INPUTS.map((input) => [input, { defaultProps: { nothingFoundMessage: nothingFound } }]),
      ),
    },
  });
}
