import { useMounted } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import type { TMenuOpening } from './deferred-menu';

/**
 * The loaded menu's side of `useMenuPlaceholder` (a module of its own: it loads with the menus, not
 * with the first page). The menu replaces the placeholder and opens at once. Its button
 * (`targetRef`) takes back the focus the placeholder left with, and the menu opens one render after
 * mounting: Mantine notes what has the focus when `opened` turns true (a menu mounted open notes
 * nothing) and gives it back when the menu closes, as after any other opening.
 */
export function useOpenedOnArrival<TTarget extends HTMLElement>(opening: TMenuOpening) {
  const targetRef = useRef<TTarget>(null);
  const [opened, setOpened] = useState(true);
  const isMounted = useMounted();
  useLayoutEffect(() => {
    const { activeElement } = document;
    if (opening.wasTargetFocused && (activeElement === null || activeElement === document.body)) {
      targetRef.current?.focus();
    }
  }, [opening]);
  return { targetRef, opened: opened && isMounted, setOpened };
}
