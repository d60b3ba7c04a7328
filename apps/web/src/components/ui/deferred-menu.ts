import { startTransition, useState } from 'react';
import type { MouseEvent } from 'react';

/** The first activation of a menu's placeholder. */
export type TMenuOpening = {
  /** Whether the placeholder had the focus (a click gives none in Safari): its menu's button takes it over. */
  wasTargetFocused: boolean;
};

/**
 * A header menu before its first opening: the caller shows its button with `placeholderProps`,
 * without Mantine's Menu (Popover, FocusTrap, floating-ui: nothing anyone sees until then). The
 * first activation (a click, or Enter / Space on the button) sets `opening`; the caller then renders
 * the lazy menu with it inside a Suspense boundary, and the menu opens (`useOpenedOnArrival`). The
 * update is a transition, so React keeps the placeholder on screen (and focused) until the menu's
 * code is in, rather than showing a fallback.
 */
export function useMenuPlaceholder() {
  const [opening, setOpening] = useState<TMenuOpening | null>(null);
  const placeholderProps = {
    // What Mantine's Menu.Target says of a closed menu (and what the accessibility journey waits for).
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const wasTargetFocused = event.currentTarget === document.activeElement;
      startTransition(() => setOpening({ wasTargetFocused }));
    },
  } as const;
  return { opening, placeholderProps };
}
