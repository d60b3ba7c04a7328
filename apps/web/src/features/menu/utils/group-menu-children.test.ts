import type { TMenuNavItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { groupMenuChildren, toAppPath, toExternalHref } from './group-menu-children';

function child(displayName: string, group: string | null): TMenuNavItem {
  return {
    moduleCode: null,
    route: `/${displayName.toLowerCase()}`,
    displayName,
    useExternalRoute: false,
    uiModuleCode: null,
    group,
    permissions: [],
    permissionMode: 'any',
    locale: 'en',
  };
}

describe('menu helpers', () => {
  it('groups children by their group label, in order of first appearance', () => {
    const groups = groupMenuChildren([
      child('Explore', 'Discover'),
      child('Contact', 'Help'),
      child('Trivia', 'Discover'),
      child('Loose', null),
    ]);
    expect(groups.map(({ label, items }) => [label, items.map((item) => item.displayName)])).toEqual([
      ['Discover', ['Explore', 'Trivia']],
      ['Help', ['Contact']],
      [null, ['Loose']],
    ]);
  });

  it('makes router paths and browser addresses of menu routes', () => {
    expect(toAppPath('reports')).toBe('/reports');
    expect(toAppPath('/news')).toBe('/news');
    expect(toExternalHref('www.example.com/a')).toBe('https://www.example.com/a');
    expect(toExternalHref('http://example.com')).toBe('http://example.com');
  });
});
