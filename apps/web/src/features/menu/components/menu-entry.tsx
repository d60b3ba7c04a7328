import { Anchor, UnstyledButton } from '@mantine/core';
import { classifyMenuUrl } from '@portal/contracts';
import type { TMenuNavItem } from '@portal/contracts';
import { NavLink } from 'react-router';
import { toAppPath, toExternalHref } from '../utils/group-menu-children';
import classes from './menu-nav.module.css';
import { useConfirmOpenUrl } from './menu-url-confirm';

/** How every menu opens a link in a new tab: the new page gets no handle on ours. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A top-level entry of the desktop nav. */
export function MenuEntryAnchor({ item }: { item: TMenuNavItem }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return (
      <Anchor component={NavLink} to={toAppPath(item.route)} fw={500} className={classes.entry}>
        {item.displayName}
      </Anchor>
    );
  }
  if (action === 'new-tab') {
    return (
      <Anchor href={toExternalHref(item.route)} fw={500} {...NEW_TAB}>
        {item.displayName}
      </Anchor>
    );
  }
  return (
    <UnstyledButton onClick={() => confirmOpenUrl(item.route)} fw={500} c="anchor">
      {item.displayName}
    </UnstyledButton>
  );
}
