import { Menu } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { Fragment } from 'react';
import { groupMenuChildren } from '../utils/group-menu-children';
import { MenuEntryItem } from './menu-entry-item';
import { NavMenuTrigger } from './nav-menu-trigger';

type TNavItemMenuProps = {
  item: TMenuItem;
  /** Controlled by the caller when given (the deferred menu keeps a placeholder's click); else its own. */
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
};

/** An item with children (the 'More' menu, Reports): a menu whose children sit under their group labels. */
export function NavItemMenu({ item, opened, onOpenedChange }: TNavItemMenuProps) {
  const groups = groupMenuChildren(item.children);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={onOpenedChange}>
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
