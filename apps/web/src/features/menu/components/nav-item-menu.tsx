import { Menu } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { Fragment } from 'react';
import { useOpenedOnArrival } from '../../../components/ui/menu-opened-on-arrival';
import type { TMenuOpening } from '../../../components/ui/deferred-menu';
import { groupMenuChildren } from '../utils/group-menu-children';
import { MenuEntryItem } from './menu-entry-item';
import { NavMenuTrigger } from './nav-menu-trigger';

type TNavItemMenuProps = {
  item: TMenuItem;
  /** The placeholder's first activation, which loaded this menu: it opens at once. */
  opening: TMenuOpening;
};

/** An item with children (the 'More' menu, Reports): a menu whose children sit under their group labels. */
export function NavItemMenu({ item, opening }: TNavItemMenuProps) {
  const { targetRef, opened, setOpened } = useOpenedOnArrival<HTMLButtonElement>(opening);
  const groups = groupMenuChildren(item.children);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <NavMenuTrigger ref={targetRef} label={item.displayName} />
      </Menu.Target>
      <Menu.Dropdown>
        {groups.map((group, index) => (
          <Fragment key={group.label ?? `group-${index}`}>
            {index > 0 ? <Menu.Divider /> : null}
            {group.label ? <Menu.Label>{group.label}</Menu.Label> : null}
            {group.items.map((child) => (
              <MenuEntryItem key={`${child.route}-${child.displayName}`} item={child} />
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
