import { MODULE_CATALOGUE } from '@portal/contracts';
import { Box, Burger, Container, Group } from '@mantine/core';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopNav } from '../../features/menu/components/desktop-nav';
import { MenuUrlConfirmProvider } from '../../features/menu/components/menu-url-confirm';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { GlobalSearchToggle } from '../routes/search/global-search-toggle';
import { useIsRouteEnabled } from '../module-route-gate';
import { useTenantConfiguration } from '../tenant-context';
import { NotificationBell } from './notification-bell';
import { useHeaderMenu } from './use-header-menus';
import { TenantLogoLink } from './tenant-logo-link';
import { UserMenu } from './user-menu';

// Phones only: desktop users never download the overlay.
const MobileMenu = lazyWhenOnline(async () => ({
  default: (await import('../../features/menu/components/mobile-menu')).MobileMenu,
}));

function HeaderDesktopNav() {
  const { t } = useTranslation();
  const items = useHeaderMenu('Web');
  if (!items || items.length === 0) {
    return null;
  }
  return (
    // Takes the room the logo and the actions leave; the nav moves what does not fit into 'More'.
    <Box component="nav" aria-label={t('header.mainNav')} visibleFrom="sm" style={{ flex: 1, minWidth: 0 }}>
      <DesktopNav items={items} />
    </Box>
  );
}

function HeaderMobileMenu() {
  const { t } = useTranslation();
  const { minimumGlobalSearchFieldLength } = useTenantConfiguration();
  const [opened, setOpened] = useState(false);
  // Asked for once the user opens the menu; the answer stays cached for the next time.
  const [isWanted, setIsWanted] = useState(false);
  const items = useHeaderMenu('Mobile', isWanted);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // The overlay mounts already open, so the Drawer never saw what had focus: give it back here.
  const close = useCallback(() => {
    setOpened(false);
    burgerRef.current?.focus();
  }, []);
  return (
    <>
      <Burger
        ref={burgerRef}
        hiddenFrom="sm"
        opened={opened}
        onClick={() => {
          setIsWanted(true);
          setOpened((isOpen) => !isOpen);
        }}
        aria-expanded={opened}
        // One name; aria-expanded tells whether the menu is open.
        aria-label={t('header.openMenu')}
      />
      {isWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={close}
            items={items}
            minimumSearchLength={minimumGlobalSearchFieldLength}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The main header (spec section 2): logo, nav, 'More', notifications, user menu; a hamburger on phones. */
export function PortalHeader() {
  const { tenantName, logoUrl } = useTenantConfiguration();
  // A tenant without the Notifications module has no notification centre to announce.
  const hasNotifications = useIsRouteEnabled(MODULE_CATALOGUE.NOTIFICATIONS.route);
  return (
    <MenuUrlConfirmProvider>
      <Container component="header" size="xl" py="md">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group wrap="nowrap" gap="lg" style={{ flex: 1, minWidth: 0 }}>
            <TenantLogoLink tenantName={tenantName} logoUrl={logoUrl} />
            <HeaderDesktopNav />
          </Group>
          <Group wrap="nowrap" gap="xs" style={{ flexShrink: 0 }}>
            <GlobalSearchToggle />
            {hasNotifications && <NotificationBell />}
            <UserMenu />
            <HeaderMobileMenu />
          </Group>
        </Group>
      </Container>
    </MenuUrlConfirmProvider>
  );
}
