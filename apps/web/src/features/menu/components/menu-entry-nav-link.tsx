import { NavLink } from '@mantine/core';
import { classifyMenuUrl } from '@portal/contracts';
import type { TMenuNavItem } from '@portal/contracts';
import { NavLink as RouterNavLink } from 'react-router';
import { toAppPath, toExternalHref } from '../utils/group-menu-children';
import { NEW_TAB } from './menu-entry';
import classes from './menu-nav.module.css';
import { useConfirmOpenUrl } from './menu-url-confirm';

/** An entry of the mobile menu; `onOpen` closes the menu once the entry was chosen. */
export function MenuEntryNavLink({ item, onOpen }: { item: TMenuNavItem; onOpen: () => void }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return (
      <NavLink
        component={RouterNavLink}
        to={toAppPath(item.route)}
        label={item.displayName}
        onClick={onOpen}
        className={classes.entry}
      />
    );
  }
  if (action === 'new-tab') {
    return (
      <NavLink component="a" href={toExternalHref(item.route)} label={item.displayName} onClick={onOpen} {...NEW_TAB} />
    );
  }
  return (
    <NavLink
      component="button"
      label={item.displayName}
      onClick={() => {
        onOpen();
        confirmOpenUrl(item.route);
      }}
    />
  );
}
