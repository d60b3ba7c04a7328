import type { TMenuItem, TMenuNavItem } from '@portal/contracts';

export type TNavFit = {
  /** How many items, from the first, stay in the row. */
  visibleCount: number;
  /** Whether the rest go into the overflow menu. */
  hasOverflow: boolean;
};

/**
 * How many header items fit in `available` pixels, the others moving into an overflow menu
 * whose trigger is `overflowWidth` wide: the header stays one row at any width and in any
 * language. An unmeasured row (width 0: before layout, or jsdom) shows every item.
 */
export function fitNavItems(
  itemWidths: readonly number[],
  available: number,
  overflowWidth: number,
  gap: number,
): TNavFit {
  const total = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (available <= 0 || total <= available) {
    return { visibleCount: itemWidths.length, hasOverflow: false };
  }
  let used = overflowWidth;
  let visibleCount = 0;
  for (const width of itemWidths) {
    if (used + gap + width > available) {
      break;
    }
    used += gap + width;
    visibleCount += 1;
  }
  return { visibleCount, hasOverflow: true };
}

/**
 * The items left in the row and those of the overflow menu. With an overflow, the tenant's own
 * 'More' goes into it too, wherever it stood: one menu named 'More', never two side by side.
 */
export function splitNavItems(
  items: readonly TMenuItem[],
  fit: TNavFit,
): { visible: TMenuItem[]; hidden: TMenuItem[] } {
  if (!fit.hasOverflow) {
    return { visible: [...items], hidden: [] };
  }
  const isShown = (item: TMenuItem, index: number) => index < fit.visibleCount && item.moduleCode !== 'MULTIMODULE';
  return {
    visible: items.filter(isShown),
    hidden: items.filter((item, index) => !isShown(item, index)),
  };
}

/**
 * The entries of the overflow menu: a link as itself, a menu's children under the menu's name
 * (the tenant's own 'More' keeps its groups).
 */
export function overflowEntries(items: readonly TMenuItem[]): TMenuNavItem[] {
  return items.flatMap((item) => {
    if (item.children.length === 0) {
      return [{ ...item, group: null }];
    }
    if (item.moduleCode === 'MULTIMODULE') {
      return item.children;
    }
    return item.children.map((child) => ({ ...child, group: item.displayName }));
  });
}
