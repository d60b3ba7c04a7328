import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';

/*
 * The global search overlay's open state (spec section 2, "Home screen"): the header's toggle opens
 * it, the home shell shows it in place of the page. Kept apart from the overlay itself, which is a
 * lazy chunk: this is all the first page carries.
 */

export const SEARCH_OVERLAY_ID = 'global-search';

type TSearchOverlay = {
  isOpen: boolean;
  open: () => void;
  /** Closes and gives focus back to the toggle. */
  close: () => void;
  /** The toggle's ref callback: where focus goes back on close. */
  registerToggle: (element: HTMLButtonElement | null) => void;
};

const SearchOverlayContext = createContext<TSearchOverlay | null>(null);

export function SearchOverlayProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Open for the location it was opened at: any navigation closes it (spec section 2), with no
  // effect to run, and going back to that entry later does not open it again (a new object).
  const [openedAt, setOpenedAt] = useState<Location | null>(null);
  const isOpen = openedAt === location;
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const registerToggle = useCallback((element: HTMLButtonElement | null) => {
    toggleRef.current = element;
  }, []);

  const open = useCallback(() => setOpenedAt(location), [location]);
  const close = useCallback(() => {
    setOpenedAt(null);
    toggleRef.current?.focus();
  }, []);

  const value = useMemo(() => ({ isOpen, open, close, registerToggle }), [isOpen, open, close, registerToggle]);
  return <SearchOverlayContext value={value}>{children}</SearchOverlayContext>;
}

/** The overlay's state; null outside the home shell (the header then shows no toggle). */
export function useSearchOverlay(): TSearchOverlay | null {
  return useContext(SearchOverlayContext);
}
