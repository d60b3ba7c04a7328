import type { TMenuItem, TMenuNavItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fitNavItems, overflowEntries, splitNavItems } from './fit-nav-items';

function entry(displayName: string, extra: Partial<TMenuNavItem> = {}): TMenuNavItem {
  return {
    moduleCode: null,
    route: `/${displayName.toLowerCase()}`,
    displayName,
    useExternalRoute: false,
    uiModuleCode: null,
    group: null,
    permissions: [],
    permissionMode: 'any',
    locale: 'en',
    ...extra,
  };
}

describe('fitNavItems', () => {
  it('keeps every item when the row has room, or is not measured yet', () => {
    expect(fitNavItems([100, 100, 100], 320, 60, 10)).toEqual({ visibleCount: 3, hasOverflow: false });
    expect(fitNavItems([100, 100, 100], 0, 60, 10)).toEqual({ visibleCount: 3, hasOverflow: false });
  });

  it('moves the last items into the overflow menu, leaving room for its trigger', () => {
    // 100 + 10 + 100 + 10 + 60 = 280 fits in 300; a third item would not.
    expect(fitNavItems([100, 100, 100], 300, 60, 10)).toEqual({ visibleCount: 2, hasOverflow: true });
    expect(fitNavItems([100, 100, 100], 50, 60, 10)).toEqual({ visibleCount: 0, hasOverflow: true });
  });
});

describe('splitNavItems', () => {
  const item = (displayName: string, extra: Partial<TMenuItem> = {}): TMenuItem => ({
    ...entry(displayName),
    children: [],
    ...extra,
  });
  const more = item('More', { moduleCode: 'MULTIMODULE', route: '', children: [entry('Explore')] });
  const items = [item('Dashboard'), item('News'), more, item('Reports', { children: [entry('Resources')] })];
  const names = (list: TMenuItem[]) => list.map((each) => each.displayName);

  it('keeps the row as it is without an overflow', () => {
    const split = splitNavItems(items, { visibleCount: 4, hasOverflow: false });
    expect([names(split.visible), names(split.hidden)]).toEqual([['Dashboard', 'News', 'More', 'Reports'], []]);
  });

  it("moves the tenant's More into the overflow with the items that did not fit: one More, never two", () => {
    const split = splitNavItems(items, { visibleCount: 3, hasOverflow: true });
    expect([names(split.visible), names(split.hidden)]).toEqual([
      ['Dashboard', 'News'],
      ['More', 'Reports'],
    ]);
  });
});

describe('overflowEntries', () => {
  it('lists links as they are and menus under their name, the tenant More with its own groups', () => {
    const items: TMenuItem[] = [
      { ...entry('News'), children: [] },
      { ...entry('Reports'), children: [entry('Resource Library')] },
      { ...entry('More', { moduleCode: 'MULTIMODULE' }), children: [entry('Explore', { group: 'Discover' })] },
    ];
    expect(overflowEntries(items).map((item) => [item.displayName, item.group])).toEqual([
      ['News', null],
      ['Resource Library', 'Reports'],
      ['Explore', 'Discover'],
    ]);
  });
});
