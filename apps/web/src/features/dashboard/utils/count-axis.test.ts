import { describe, expect, it } from 'vitest';
import { countAxis } from './count-axis';

describe('the KPI chart count axis', () => {
  it('has whole, evenly spaced ticks from 0 to at least the largest count', () => {
    expect(countAxis([0, 3, 1, 5], 'en').ticks).toEqual([0, 2, 4, 6]);
    expect(countAxis([1, 2], 'en').ticks).toEqual([0, 1, 2]);
    expect(countAxis([7, 13, 40], 'en').ticks).toEqual([0, 10, 20, 30, 40]);
    expect(countAxis([1234], 'en').ticks).toEqual([0, 500, 1000, 1500]);
    for (const counts of [[0, 3, 1, 5], [1], [9], [17, 2], [250, 99], [4999]]) {
      const { ticks, domain } = countAxis(counts, 'en');
      const steps = new Set(ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0)));
      expect(steps.size).toBe(1);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(domain).toEqual([0, ticks.at(-1)]);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...counts));
    }
  });

  it('draws a flat axis of 0 and 1 when nothing is counted yet', () => {
    expect(countAxis([], 'en').ticks).toEqual([0, 1]);
    expect(countAxis([0, 0, 0], 'en').ticks).toEqual([0, 1]);
  });

  it('writes the ticks in the page language and leaves them room', () => {
    const english = countAxis([1234], 'en');
    const french = countAxis([1234], 'fr-CA');
    expect(english.tickFormatter(1500)).toBe('1,500');
    // French Canadian groups thousands with a no-break space (narrow in newer ICU data).
    expect(french.tickFormatter(1500)).toMatch(/^1[\u00a0\u202f]500$/u);
    expect(french.width).toBeGreaterThanOrEqual(12 + '1 500'.length * 8);
    expect(countAxis([3], 'en').width).toBeLessThan(english.width);
  });
});
