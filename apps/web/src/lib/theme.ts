import { createTheme } from '@mantine/core';

/**
 * The portal's Mantine theme. Component defaults are plain objects (not `Tooltip.extend`) so the
 * theme does not pull those components into the first page's bundle.
 */
export const portalTheme = createTheme({
  components: {
    // Spec section 9: tooltips show below their target.
    Tooltip: { defaultProps: { position: 'bottom' } },
  },
});
