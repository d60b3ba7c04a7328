import { Button, Group, Menu } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { Fragment } from 'react';
import { groupMenuChildren } from '../utils/group-menu-children';
import { MenuEntryAnchor, MenuEntryItem } from './menu-entry';

/** An item with children (the 'More' menu, Reports): a menu whose children sit under their group labels. */
function NavItemMenu({ item }: { item: TMenuItem }) {
  const groups = groupMenuChildren(item.children);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" px="xs" rightSection={<span aria-hidden="true">▾</span>}>
          {item.displayName}
        </Button>
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

/** The header's nav at desktop widths: links inline, items with children as menus. */
export function DesktopNav({ items }: { items: readonly TMenuItem[] }) {
  return (
    <Group component="ul" gap="sm" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.route}-${item.displayName}`}>
          {item.children.length > 0 ? <NavItemMenu item={item} /> : <MenuEntryAnchor item={item} />}
        </li>
      ))}
    </Group>
  );
}
