import { Anchor, Menu, NavLink, UnstyledButton } from '@mantine/core';
import { classifyMenuUrl } from '@portal/contracts';
import type { TMenuNavItem } from '@portal/contracts';
import { Link } from 'react-router';
import { toAppPath, toExternalHref } from '../utils/group-menu-children';
import { useConfirmOpenUrl } from './menu-url-confirm';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A child of a header menu, opened as spec section 5 says (in app, new tab, or after confirming). */
export function MenuEntryItem({ item }: { item: TMenuNavItem }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return (
      <Menu.Item component={Link} to={toAppPath(item.route)}>
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

/** A top-level entry of the desktop nav. */
export function MenuEntryAnchor({ item }: { item: TMenuNavItem }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return (
      <Anchor component={Link} to={toAppPath(item.route)} fw={500}>
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

/** An entry of the mobile menu; `onOpen` closes the menu once the entry was chosen. */
export function MenuEntryNavLink({ item, onOpen }: { item: TMenuNavItem; onOpen: () => void }) {
  const confirmOpenUrl = useConfirmOpenUrl();
  const action = classifyMenuUrl(item.route, item.useExternalRoute);
  if (action === 'in-app') {
    return <NavLink component={Link} to={toAppPath(item.route)} label={item.displayName} onClick={onOpen} />;
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
