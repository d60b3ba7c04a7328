import { Box, Group, Text } from '@mantine/core';
import type { TMenuItem } from '@portal/contracts';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuPlaceholder } from '../../../components/ui/deferred-menu';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { fitNavItems, overflowEntries, splitNavItems } from '../utils/fit-nav-items';
import type { TNavFit } from '../utils/fit-nav-items';
import { MenuEntryAnchor } from './menu-entry';
import { NavMenuTrigger } from './nav-menu-trigger';

// Menus (and the floating-ui positioning under them) load when one is first opened.
const NavItemMenu = lazyWhenOnline(async () => ({ default: (await import('./nav-item-menu')).NavItemMenu }));

function DeferredNavItemMenu({ item }: { item: TMenuItem }) {
  const { opening, placeholderProps } = useMenuPlaceholder();
  const placeholder = <NavMenuTrigger label={item.displayName} {...placeholderProps} />;
  return (
    // The first opening is a transition: the placeholder itself stays until the menu replaces it.
    <Suspense fallback={placeholder}>{opening ? <NavItemMenu item={item} opening={opening} /> : placeholder}</Suspense>
  );
}

/** The overflow menu: the items that did not fit, named as the tenant's own 'More' when it is among them. */
function overflowItem(hidden: readonly TMenuItem[], fallbackLabel: string): TMenuItem | null {
  const [first] = hidden;
  if (!first) {
    return null;
  }
  const tenantMore = hidden.find((item) => item.moduleCode === 'MULTIMODULE');
  return {
    ...first,
    moduleCode: 'MULTIMODULE',
    route: '',
    displayName: tenantMore?.displayName ?? fallbackLabel,
    useExternalRoute: false,
    group: null,
    children: overflowEntries(hidden),
  };
}

function sameFit(a: TNavFit, b: TNavFit): boolean {
  return a.visibleCount === b.visibleCount && a.hasOverflow === b.hasOverflow;
}

const ROW_STYLE = { listStyle: 'none' } as const;
// An invisible copy of the row at full width, measured to decide what fits (never read out).
const MEASURE_STYLE = {
  listStyle: 'none',
  position: 'absolute',
  visibility: 'hidden',
  height: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
} as const;

/**
 * The header's nav at desktop widths: links inline, items with children as menus. It never
 * wraps: the items that do not fit the row's width (measured, and again on every resize or
 * language change) move into an overflow menu at its end.
 */
export function DesktopNav({ items }: { items: readonly TMenuItem[] }) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<TNavFit>({ visibleCount: items.length, hasOverflow: false });
  const { visible, hidden } = splitNavItems(items, fit);
  const overflow = overflowItem(hidden, t('header.more'));
  // The trigger's label is measured at its widest: the tenant's 'More' or ours.
  const overflowLabel = items.find((item) => item.moduleCode === 'MULTIMODULE')?.displayName ?? t('header.more');

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) {
      return undefined;
    }
    const update = () => {
      const cells = [...measure.children].map((cell) => cell.getBoundingClientRect().width);
      const overflowWidth = cells.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      const next = fitNavItems(cells, row.clientWidth, overflowWidth, gap);
      setFit((previous) => (sameFit(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items]);

  return (
    <Box ref={rowRef} pos="relative" style={{ minWidth: 0 }}>
      <Group component="ul" gap="sm" wrap="nowrap" m={0} p={0} style={ROW_STYLE}>
        {visible.map((item) => (
          <li key={`${item.route}-${item.displayName}`}>
            {item.children.length > 0 ? <DeferredNavItemMenu item={item} /> : <MenuEntryAnchor item={item} />}
          </li>
        ))}
        {overflow ? (
          <li>
            <DeferredNavItemMenu item={overflow} />
          </li>
        ) : null}
      </Group>
      <Group
        component="ul"
        ref={measureRef}
        gap="sm"
        wrap="nowrap"
        m={0}
        p={0}
        aria-hidden="true"
        style={MEASURE_STYLE}
      >
        {items.map((item) => (
          <li key={`${item.route}-${item.displayName}`}>
            {item.children.length > 0 ? (
              <NavMenuTrigger label={item.displayName} tabIndex={-1} />
            ) : (
              // Bold, as the current page's entry is: the widest it gets.
              <Text component="span" fw={700}>
                {item.displayName}
              </Text>
            )}
          </li>
        ))}
        <li>
          <NavMenuTrigger label={overflowLabel} tabIndex={-1} />
        </li>
      </Group>
    </Box>
  );
}
