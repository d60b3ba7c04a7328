import { describe, expect, it } from 'vitest';
import { countPages, PageDefaults } from './common.ts';

describe('countPages', () => {
  it('counts whole pages of the default size, at least one', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(PageDefaults.pageSize)).toBe(1);
    expect(countPages(PageDefaults.pageSize + 1)).toBe(2);
    expect(countPages(45, 15)).toBe(3);
  });
});
