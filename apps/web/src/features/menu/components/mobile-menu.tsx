import { Accordion, Drawer, Stack, Text } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/ui/status-loader';
import { SearchBox } from '../../../components/ui/search-box';
import { groupMenuChildren } from '../utils/group-menu-children';
import { MenuEntryNavLink } from './menu-entry-nav-link';

type TMobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  /** undefined while the mobile menu loads. */
  items: readonly TMenuItem[] | undefined;
  /** The tenant's minimum search text length: the menu's search box follows the panel's rules (spec section 5). */
  minimumSearchLength: number;
};

function MobileMenuItems({ items, onClose }: { items: readonly TMenuItem[]; onClose: () => void }) {
  const links = items.filter((item) => item.children.length === 0);
  const menus = items.filter((item) => item.children.length > 0);
  return (
    <Stack gap={0}>
      {links.map((item) => (
        <MenuEntryNavLink key={`${item.route}-${item.displayName}`} item={item} onOpen={onClose} />
      ))}
      {menus.length > 0 ? (
        <Accordion multiple>
          {menus.map((item) => (
            <Accordion.Item key={`${item.route}-${item.displayName}`} value={`${item.route}-${item.displayName}`}>
              <Accordion.Control>{item.displayName}</Accordion.Control>
              <Accordion.Panel>
                {groupMenuChildren(item.children).map((group, index) => (
                  <Stack key={group.label ?? `group-${index}`} gap={0}>
                    {group.label ? (
                      <Text size="xs" c="dimmed" fw={700} tt="uppercase" pt="xs">
                        {group.label}
                      </Text>
                    ) : null}
                    {group.items.map((child) => (
                      <MenuEntryNavLink key={`${child.route}-${child.displayName}`} item={child} onOpen={onClose} />
                    ))}
                  </Stack>
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Stack>
  );
}

/**
 * The mobile overlay menu (spec section 2): the items as an accordion, a close button; a click
 * outside or Escape closes it and focus goes back to the hamburger (Mantine's Drawer does both).
 * Loaded lazily: desktop users never download it.
 */
export function MobileMenu({ opened, onClose, items, minimumSearchLength }: TMobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.mobileMenuTitle')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      size="85%"
      returnFocus
    >
      <SearchBox minimumLength={minimumSearchLength} onSearch={onClose} />
      <nav aria-label={t('header.mainNav')}>
        {items ? <MobileMenuItems items={items} onClose={onClose} /> : <StatusLoader label={t('app.loading')} />}
      </nav>
    </Drawer>
  );
}
