import { Group } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { MenuEntryAnchor } from './menu-entry';
import { NavMenuTrigger } from './nav-menu-trigger';

// Menus (and the floating-ui positioning under them) load just after the first render, off the
// first page's budget; a click on the placeholder meanwhile opens the menu once it is there.
const NavItemMenu = lazy(async () => ({ default: (await import('./nav-item-menu')).NavItemMenu }));

function DeferredNavItemMenu({ item }: { item: TMenuItem }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense
      fallback={<NavMenuTrigger label={item.displayName} aria-haspopup="menu" onClick={() => setOpenOnLoad(true)} />}
    >
      <NavItemMenu item={item} defaultOpened={openOnLoad} />
    </Suspense>
  );
}

/** The header's nav at desktop widths: links inline, items with children as menus. */
export function DesktopNav({ items }: { items: readonly TMenuItem[] }) {
  return (
    <Group component="ul" gap="sm" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.route}-${item.displayName}`}>
          {item.children.length > 0 ? <DeferredNavItemMenu item={item} /> : <MenuEntryAnchor item={item} />}
        </li>
      ))}
    </Group>
  );
}
