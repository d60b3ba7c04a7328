import { Menu } from '@mantine/core';
import { classifyMenuUrl } from '@portal/contracts';
import type { TMenuNavItem } from '@portal/contracts';
import { NavLink } from 'react-router';
import { toAppPath, toExternalHref } from '../utils/group-menu-children';
import { NEW_TAB } from './menu-entry';
import classes from './menu-nav.module.css';
import { useConfirmOpenUrl } from './menu-url-confirm';

/** A child of a header menu, opened as spec section 5 says (in app, new tab, or after confirming). */
export function MenuEntryItem({ item }: { item: TMenuNavItem }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return (
      <Menu.Item component={NavLink} to={toAppPath(item.route)} className={classes.entry}>
        {item.displayName}
      </Menu.Item>
    );
  }
  if (action === 'new-tab') {
    return (
      <Menu.Item component="a" href={toExternalHref(item.route)} {...NEW_TAB}>
        {item.displayName}
      </Menu.Item>
    );
  }
  return <Menu.Item onClick={() => confirmOpenUrl(item.route)}>{item.displayName}</Menu.Item>;
}
