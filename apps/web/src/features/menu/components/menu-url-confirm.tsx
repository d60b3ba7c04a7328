import { Button, Group, Modal } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toExternalHref } from '../utils/group-menu-children';

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
  const { t } = useTranslation();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const close = useCallback(() => setPendingUrl(null), []);
  const confirm = useCallback(() => {
    if (pendingUrl !== null) {
      openInNewTab(pendingUrl);
    }
    setPendingUrl(null);
  }, [pendingUrl]);

  return (
    <MenuUrlConfirmContext value={setPendingUrl}>
      {children}
      <Modal opened={pendingUrl !== null} onClose={close} title={t('header.openLinkTitle')} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('header.openLinkCancel')}
          </Button>
          <Button onClick={confirm}>{t('header.openLinkOk')}</Button>
        </Group>
      </Modal>
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
