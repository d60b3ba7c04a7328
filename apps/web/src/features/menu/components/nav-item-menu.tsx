import { Menu } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { Fragment } from 'react';
import { groupMenuChildren } from '../utils/group-menu-children';
import { MenuEntryItem } from './menu-entry-item';
import { NavMenuTrigger } from './nav-menu-trigger';

type TNavItemMenuProps = {
  item: TMenuItem;
  /** Opened at once: the user clicked the placeholder while this component loaded. */
  defaultOpened?: boolean;
};

/** An item with children (the 'More' menu, Reports): a menu whose children sit under their group labels. */
export function NavItemMenu({ item, defaultOpened = false }: TNavItemMenuProps) {
  const groups = groupMenuChildren(item.children);
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <NavMenuTrigger label={item.displayName} />
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
