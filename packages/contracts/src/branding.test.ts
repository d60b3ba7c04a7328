import { describe, expect, it } from 'vitest';
import { brandColorContrast, isReadableBrandColor, suggestReadableBrandColor } from './brand-contrast.ts';

describe('the brand colour contrast check', () => {
  it('accepts colours white text is readable on (WCAG AA 4.5:1), refuses lighter ones', () => {
    expect(isReadableBrandColor('#1d5fa8')).toBe(true);
    expect(isReadableBrandColor('#b4391c')).toBe(true);
    expect(isReadableBrandColor('#ffcc00')).toBe(false);
    expect(isReadableBrandColor('#3399ff')).toBe(false);
    expect(brandColorContrast('#ffcc00')).toBeCloseTo(1.51, 2);
  });

  it('proposes the nearest darker shade that is readable, and keeps a readable colour as it is', () => {
    for (const light of ['#ffcc00', '#3399ff', '#ffffff', '#7fffd4']) {
      const suggestion = suggestReadableBrandColor(light);
      expect(suggestion).toMatch(/^#[0-9a-f]{6}$/);
      expect(brandColorContrast(suggestion)).toBeGreaterThanOrEqual(4.5);
      expect(brandColorContrast(suggestion)).toBeLessThan(5.5);
    }
    expect(suggestReadableBrandColor('#B4391C')).toBe('#b4391c');
  });
});
