import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../lib/theme-brand';
import { INITIALS_COLORS, initialsColorOf } from './user-avatar';

function hexOf(color: string): string {
  const [name = '', shade = '6'] = color.split('.');
  const hex = DEFAULT_THEME.colors[name]?.[Number(shade)];
  if (!hex) {
    throw new Error(`no theme colour ${color}`);
  }
  return hex;
}

describe('initials', () => {
  it('are white on backgrounds of at least AA contrast', () => {
    for (const color of INITIALS_COLORS) {
      expect(contrastRatio('#ffffff', hexOf(color)), color).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keep one colour per name and spread names over the colours', () => {
    expect(initialsColorOf('Marco Manager')).toBe(initialsColorOf('Marco Manager'));
    const names = ['Lena Learner', 'Marco Manager', 'Ada Admin', 'Noah Newhire', 'Sam Seller', 'Riley Rivera'];
    expect(new Set(names.map(initialsColorOf)).size).toBeGreaterThan(2);
  });
});
