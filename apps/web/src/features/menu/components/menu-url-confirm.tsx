import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { toExternalHref } from '../utils/group-menu-children';

// The dialog (Mantine's Modal) is fetched the first time a link asks for it.
const MenuUrlConfirmDialog = lazyWhenOnline(async () => ({
  default: (await import('./menu-url-confirm-dialog')).MenuUrlConfirmDialog,
}));

type TConfirmOpenUrl = (url: string) => void;

const MenuUrlConfirmContext = createContext<TConfirmOpenUrl | null>(null);

/** Opens a URL in a new tab, without giving the new page a handle on ours. */
export function openInNewTab(url: string): void {
  window.open(toExternalHref(url), '_blank', 'noopener,noreferrer');
}

/**
 * Spec section 5: a menu entry with useExternalRoute asks 'Do you want to open a new link?'
 * (Ok / Cancel) and opens in a new tab on Ok. One dialog serves every menu of the header.
 */
export function MenuUrlConfirmProvider({ children }: { children: ReactNode }) {
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const [wasAsked, setWasAsked] = useState(false);
  const ask = useCallback((url: string) => {
    setWasAsked(true);
    setPendingUrl(url);
  }, []);
  const close = useCallback(() => setPendingUrl(null), []);
  const confirm = useCallback(() => {
    if (pendingUrl !== null) {
      openInNewTab(pendingUrl);
    }
    setPendingUrl(null);
  }, [pendingUrl]);

  return (
    <MenuUrlConfirmContext value={ask}>
      {children}
      {wasAsked ? (
        // Stays mounted once loaded, so the closing transition and focus return still happen.
        <Suspense fallback={null}>
          <MenuUrlConfirmDialog opened={pendingUrl !== null} onCancel={close} onConfirm={confirm} />
        </Suspense>
      ) : null}
    </MenuUrlConfirmContext>
  );
}

/** Asks the user before opening `url` in a new tab (needs `MenuUrlConfirmProvider` above). */
export function useConfirmOpenUrl(): TConfirmOpenUrl {
  const confirmOpenUrl = useContext(MenuUrlConfirmContext);
  if (!confirmOpenUrl) {
    throw new Error('useConfirmOpenUrl must be used below <MenuUrlConfirmProvider>');
  }
  return useMemo(() => confirmOpenUrl, [confirmOpenUrl]);
}
